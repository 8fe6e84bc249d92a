import type { ReactNode } from 'react';

export type SectionTone = 'white' | 'tint' | 'brand';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  tint: 'bg-brand-50/60',
  // A white focus ring: the brand teal would vanish on this background.
  brand: 'bg-brand-900 text-white [&_:focus-visible]:outline-white',
};

interface SectionProps {
  /** The id of the section's heading, which names the region. */
  labelledBy?: string;
  tone?: SectionTone;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A band of the page: one vertical rhythm and one content width everywhere. */
export function Section({ labelledBy, tone = 'white', id, className = '', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-14 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
