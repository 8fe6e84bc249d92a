import { useEffect, useRef } from 'react';

/**
 * Focus for a step that replaces the one the user was on: the button they pressed is gone, so focus
 * moves to the new step's heading and a screen reader announces where they are.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
