import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How often, and how long, a page back from a provider asks whether the provider's word has arrived. */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 60_000;

/**
 * Reads a query again every couple of seconds until `isDone` holds or a minute has passed: the
 * provider tells our server (a webhook), never the browser, so the page waits for the server to say
 * so. `again` starts another minute, for a person who wants to check once more.
 */
export function usePollUntil<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  isDone: (data: T | undefined) => boolean,
) {
  const [deadline, setDeadline] = useState(() => Date.now() + POLL_FOR_MS);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), deadline - Date.now());
    return () => clearTimeout(timer);
  }, [deadline]);
  const query = useQuery({
    ...options,
    refetchInterval: (current) => (timedOut || isDone(current.state.data) ? false : POLL_EVERY_MS),
  });
  const done = isDone(query.data);
  return {
    query,
    done,
    waiting: !done && !timedOut,
    again: () => {
      setDeadline(Date.now() + POLL_FOR_MS);
      void query.refetch();
    },
  };
}
