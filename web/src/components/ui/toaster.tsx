import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { SITE_HEADER_ID } from '@/components/layout/site-header';
import { toastSettings } from '@/config/toasts';

const HEADER_BOTTOM = '--site-header-bottom';

/**
 * Keeps the sticky header's lower edge (it moves as the top bar scrolls away and the header tightens)
 * in a CSS variable, so toasts appear just below the navigation instead of over it.
 */
const useHeaderBottom = () =>
  useEffect(() => {
    const header = document.getElementById(SITE_HEADER_ID);
    if (!header) return;
    const root = document.documentElement.style;
    let frame = 0;
    const measure = () => {
      frame = 0;
      root.setProperty(HEADER_BOTTOM, `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resized?.observe(header);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      root.removeProperty(HEADER_BOTTOM);
    };
  }, []);

const below = (gap: number) => ({ top: `calc(var(${HEADER_BOTTOM}, 0px) + ${gap}px)` });

/** The one toast region: one toast at a time, each for 5000 ms, just below the header. */
export default function AppToaster() {
  useHeaderBottom();
  return (
    <Toaster
      position="top-center"
      offset={below(12)}
      mobileOffset={below(8)}
      visibleToasts={toastSettings.visibleToasts}
      duration={toastSettings.durationMs}
      closeButton
      richColors
    />
  );
}
