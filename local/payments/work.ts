/**
 * The stand-in's background work: the steps a provider takes on its own (a mandate becoming active, a
 * payment confirmed) and webhook deliveries and their retries. Tracked so that `idle()` can tell a test
 * or the stack when nothing more will happen without being asked, and `stop()` can drop what is due.
 */
export interface Work {
  /** Runs `step` after `ms`, unless the stand-in stops first. */
  later(ms: number, step: () => unknown): void;
  /** Counts a promise as work in progress until it settles. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolves once nothing is due or in flight (held webhooks wait for a release, so they do not count). */
  idle(): Promise<void>;
  /** How many pieces of work have finished: the stack compares it before and after waiting. */
  done(): number;
  stop(): void;
}

export const createWork = (onError: (error: unknown) => void): Work => {
  const pending = new Set<Promise<unknown>>();
  const cancels = new Set<() => void>();
  let finished = 0;
  let stopped = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    const settled = promise.then(
      () => undefined,
      (error: unknown) => onError(error),
    );
    pending.add(settled);
    void settled.finally(() => {
      pending.delete(settled);
      finished += 1;
    });
    return promise;
  };

  return {
    later: (ms, step) => {
      if (stopped) return;
      const due = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          cancels.delete(cancel);
          resolve(true);
        }, ms);
        const cancel = () => {
          clearTimeout(timer);
          resolve(false);
        };
        cancels.add(cancel);
      });
      void track(due.then((run) => (run && !stopped ? step() : undefined)));
    },
    track,
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    done: () => finished,
    stop: () => {
      stopped = true;
      for (const cancel of cancels) cancel();
      cancels.clear();
    },
  };
};
