import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { PriceRow } from '@/content/pricing';
import { PriceCards } from './price-cards';

interface PricingSectionProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  rows: readonly PriceRow[];
  notes?: readonly string[];
}

/** A service page's prices (the section the #pricing links land on). */
export function PricingSection({ id, eyebrow, heading, intro, rows, notes }: PricingSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="tint">
      <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={heading} intro={intro} />
      <div className="mt-12">
        <PriceCards rows={rows} />
      </div>
      {notes && (
        <div className="mx-auto mt-10 max-w-3xl">
          <CheckList items={notes} columns={2} />
        </div>
      )}
    </Section>
  );
}
