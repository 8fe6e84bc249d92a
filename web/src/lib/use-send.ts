import { useState } from 'react';

/**
 * One submission at a time to the API, with a pending flag for the busy label. Public forms use this
 * rather than TanStack Query: they read nothing back and cache nothing, so the library would be dead
 * weight on every page that has a form.
 */
export function useSend<T, R>(submit: (value: T) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const send = async (value: T): Promise<R> => {
    setPending(true);
    try {
      return await submit(value);
    } finally {
      setPending(false);
    }
  };
  return { pending, send };
}
