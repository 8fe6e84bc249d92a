import type { ReactNode } from 'react';
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount';

/** A step's heading, focused as the step replaces the one before, with what the step asks (`children`). */
export function StepHeading({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div>
      <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </div>
  );
}
