import { useEffect, useRef, useState } from 'react';
import { countUp } from '@/config/animation';
import { countUpValue } from '@/lib/count-up';
import { prefersReducedMotion } from '@/lib/reduced-motion';

interface CountUpNumberProps {
  value: number;
  suffix?: string;
}

/**
 * Counts up to `value` when it first scrolls into view: 2 seconds, 60 steps. The server and the first
 * render show the final number (so a reader without JavaScript sees it); with reduced motion it never
 * moves. Screen readers get the final number only, never the frames.
 */
export function CountUpNumber({ value, suffix = '' }: CountUpNumberProps) {
  const [shown, setShown] = useState(value);
  const element = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const target = element.current;
    if (!target || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        let step = 0;
        setShown(0);
        timer = setInterval(() => {
          step += 1;
          setShown(countUpValue(value, step, countUp.steps));
          if (step >= countUp.steps) clearInterval(timer);
        }, countUp.durationMs / countUp.steps);
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value]);

  return (
    <>
      <span ref={element} aria-hidden="true" className="tabular-nums">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </>
  );
}
