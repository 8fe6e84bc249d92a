import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels. False on the server and for the first
 * render in the browser, so a pre-rendered page hydrates without a mismatch; the effect then reads
 * the real position (a reload can land mid-page).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
