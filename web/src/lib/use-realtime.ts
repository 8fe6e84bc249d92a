import { useEffect, useState } from 'react';
import type { RealtimeStatus } from './realtime';

/**
 * Keeps the portal's realtime channel open while the portal is shown. Its code loads after the
 * portal's first paint, apart from the first load's bytes; until it connects the screens work as before
 * (they refetch on focus). Answers the channel's status, for the quiet "offline" line.
 */
export const useRealtime = (): RealtimeStatus => {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('./realtime-session')
      .then(({ startRealtime }) => startRealtime(setStatus))
      .then((stopper) => {
        if (left) stopper?.();
        else stop = stopper;
      })
      .catch((error: unknown) => console.error('Live updates did not start', error));
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return status;
};
