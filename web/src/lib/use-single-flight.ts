import { useCallback, useRef } from 'react';

/**
 * Runs one submission at a time: a double click can submit twice before the disabled button renders,
 * and the second must send nothing.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (submit: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await submit();
    } finally {
      running.current = false;
    }
  }, []);
}
