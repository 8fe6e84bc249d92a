import { BlockList, isIPv4 } from 'node:net';
import { EDGE_RATE_LIMITS, type EdgeRateLimit, inScope } from '../../shared/edge-limits';

/** A limit's refusal: which rule, and in how many seconds the client may try again. */
export interface Refusal {
  limit: EdgeRateLimit;
  retryAfterSeconds: number;
}

/**
 * The WAF's rate-based rules as the local CDN applies them (shared/limits.ts): per client address, a
 * sliding window of each rule's length. A refused request is not counted, so a client that waits gets in.
 * The addresses a limit exempts pass untouched.
 */
export const createRateLimiter = (limits: readonly EdgeRateLimit[] = EDGE_RATE_LIMITS) => {
  const seen = new Map<string, number[]>();
  // Each limit's exempt addresses, as the WAF's IP set matches them.
  const exempt = new Map(
    limits.map((limit) => {
      const list = new BlockList();
      for (const cidr of limit.exempt ?? []) {
        const [network = '', prefix = '32'] = cidr.split('/');
        list.addSubnet(network, Number(prefix), 'ipv4');
      }
      return [limit, list] as const;
    }),
  );
  const isExempt = (limit: EdgeRateLimit, client: string) =>
    isIPv4(client) && exempt.get(limit)?.check(client, 'ipv4') === true;

  const recent = (key: string, windowMs: number, now: number) => {
    const times = (seen.get(key) ?? []).filter((time) => time > now - windowMs);
    seen.set(key, times);
    return times;
  };

  return {
    /** Counts the request against every limit it falls under, or says which one refuses it. */
    check(client: string, method: string, path: string, now = Date.now()): Refusal | undefined {
      const applying = limits.filter((limit) => inScope(limit, method, path));
      // A provider's published address is let through to its paths before any limit, as the WAF's first
      // rule lets it (infra/stacks/edge-stack.ts).
      if (applying.some((limit) => isExempt(limit, client))) return undefined;
      for (const limit of applying) {
        const times = recent(`${limit.name}|${client}`, limit.windowSeconds * 1000, now);
        if (times.length >= limit.limit) {
          const freesAt = (times[times.length - limit.limit] ?? now) + limit.windowSeconds * 1000;
          return { limit, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
        }
      }
      for (const limit of applying) seen.get(`${limit.name}|${client}`)?.push(now);
      return undefined;
    },
    clear: () => seen.clear(),
  };
};
