/**
 * Lambda's queue for asynchronous invocations. In AWS the queue and the functions it feeds run on
 * capacity of their own; on a developer's two cores they would take CPU from the API's requests
 * instead. So an event waits while any API request is in flight and runs the moment none is, or after
 * `maxDelayMs` at the latest: with nobody using the API (a developer clicking through the site) that
 * is at once, and under a load test the mail goes out when the burst ends.
 */
export const createEventQueue = (options: { maxDelayMs: number }) => {
  const queued = new Set<{ run: () => Promise<unknown>; timer: NodeJS.Timeout }>();
  const running = new Set<Promise<unknown>>();
  let requestsInFlight = 0;
  let pushed = 0;

  const start = (job: { run: () => Promise<unknown>; timer: NodeJS.Timeout }) => {
    if (!queued.delete(job)) return;
    clearTimeout(job.timer);
    const done = job.run().finally(() => running.delete(done));
    running.add(done);
  };
  const drain = () => {
    if (requestsInFlight === 0) for (const job of [...queued]) start(job);
  };

  return {
    /** Queues an asynchronous invocation. */
    push: (run: () => Promise<unknown>) => {
      pushed += 1;
      const job = { run, timer: setTimeout(() => start(job), options.maxDelayMs) };
      job.timer.unref();
      queued.add(job);
      drain();
    },
    /** Brackets an API request, which asynchronous invocations give way to. */
    requestStarted: () => {
      requestsInFlight += 1;
    },
    requestEnded: () => {
      requestsInFlight -= 1;
      drain();
    },
    /** Events queued so far: a number that moves while there is work. */
    pushed: () => pushed,
    /** Settles once nothing is queued or running. */
    idle: async () => {
      while (queued.size > 0 || running.size > 0) {
        await Promise.allSettled([...running]);
        if (queued.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    clear: () => {
      for (const job of queued) clearTimeout(job.timer);
      queued.clear();
    },
  };
};
