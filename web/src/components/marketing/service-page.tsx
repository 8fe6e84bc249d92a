import type { ComponentProps, ReactNode } from 'react';
import { CtaBanner } from '@/components/ui/cta-banner';
import { pageMeta } from '@/lib/page-meta';
import { PricingSection } from './pricing-section';
import { ServiceHero } from './service-hero';

/** The words every service page has, whatever its own sections are. */
export interface ServicePageContent {
  title: string;
  description: string;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    primary: ComponentProps<typeof ServiceHero>['primary'];
    jump?: ComponentProps<typeof ServiceHero>['jump'];
  };
  pricing: ComponentProps<typeof PricingSection>;
  closing: { title: string; text: string; action: { label: string; to: string } };
}

/** A service page's head, from the same words the page shows. */
export const servicePageMeta = (
  pathname: string,
  content: Pick<ServicePageContent, 'title' | 'description'>,
) => pageMeta(pathname, { title: content.title, description: content.description });

interface ServicePageProps {
  /** Short name, for the closing banner's heading id. */
  slug: string;
  content: ServicePageContent;
  image: string;
  /** The page's own sections, between the hero and the prices. */
  children: ReactNode;
  /** Sections that belong after the prices (the ironing page's garment care). */
  afterPricing?: ReactNode;
}

/** One frame for the five service pages: title and meta, hero, the page's sections, prices, closing call. */
export function ServicePage({ slug, content, image, children, afterPricing }: ServicePageProps) {
  const { hero, pricing, closing } = content;
  return (
    <>
      <ServiceHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
        image={image}
        primary={hero.primary}
        jump={hero.jump}
      />
      {children}
      <PricingSection {...pricing} />
      {afterPricing}
      <CtaBanner
        id={`${slug}-closing-heading`}
        title={closing.title}
        text={closing.text}
        action={closing.action}
      />
    </>
  );
}
