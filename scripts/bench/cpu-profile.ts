import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageOf } from './lambda-bundle';
import { repoRoot } from './paths';
import { round } from './stats';

export interface CpuShare {
  /** npm package, repository folder (`lambdas/lib`), `node internals`, or V8's own `(garbage collector)`. */
  name: string;
  /** Share of the samples in which this thread was not idle. */
  percent: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

/** Where a sampled frame's code lives. */
export const frameGroup = (url: string, functionName: string): string => {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (file.includes('node_modules/')) return packageOf(file).name;
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..')) return file;
  return relative.split(path.sep).slice(0, -1).slice(0, 2).join('/') || relative;
};

/** Self time by where the code lives, largest first, idle time left out. */
export const sharesOf = (nodes: ProfileNode[], top = 8): CpuShare[] => {
  const byGroup = new Map<string, number>();
  let busy = 0;
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const group = frameGroup(node.callFrame.url, node.callFrame.functionName);
    byGroup.set(group, (byGroup.get(group) ?? 0) + hits);
    busy += hits;
  }
  return [...byGroup.entries()]
    .map(([name, hits]) => ({ name, percent: round((hits / Math.max(busy, 1)) * 100, 1) }))
    .sort((a, b) => b.percent - a.percent)
    .slice(0, top);
};

/**
 * Samples this thread's CPU (where the local gateway and the handlers run) while `work` runs: which
 * code the time per request goes to.
 */
export const profileWhile = async (work: () => Promise<unknown>): Promise<CpuShare[]> => {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
    await session.post('Profiler.start');
    const outcome = await work().then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
    await session.post('Profiler.disable');
    if (outcome) throw outcome.error;
    return sharesOf(profile.nodes);
  } finally {
    session.disconnect();
  }
};
