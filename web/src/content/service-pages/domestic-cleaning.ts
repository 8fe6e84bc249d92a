import { business, policy, replyPromise } from '@shared/business';
import { CalendarDays, House, KeyRound, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { priceRows, pricingNotes } from '@/content/pricing';
import { serviceFacts } from '@/content/service-facts';

export const domesticCleaningContent = {
  title: 'Domestic Cleaning',
  description: `Regular, deep and end of tenancy cleaning in ${business.address.town} and across Hertfordshire, by DBS-checked, insured cleaners. Prices, what is included and how to book.`,
  hero: {
    eyebrow: 'Domestic cleaning',
    heading: 'A clean home every week, by a cleaner you know',
    lead: 'Weekly and fortnightly cleans by the same trusted cleaner, deep cleans that reach every corner, and end of tenancy cleans that help you get your deposit back.',
    primary: { label: 'Register for Cleaning', to: paths.registerCleaning },
    jump: { label: 'See prices', href: '#pricing' },
  },
  types: {
    id: 'cleaning-types',
    eyebrow: 'Cleaning types',
    heading: 'Choose the clean that suits your home',
    items: [
      {
        icon: CalendarDays,
        title: 'Regular cleaning',
        text: `Weekly or fortnightly visits of ${serviceFacts.standardCleanHours} hours by the same cleaner, who learns your home and keeps it consistently clean.`,
      },
      {
        icon: Sparkles,
        title: 'Deep cleaning',
        text: `A top-to-bottom clean of ${serviceFacts.deepCleanHours} hours for an average home: limescale, ovens, skirting boards and behind the furniture.`,
      },
      {
        icon: KeyRound,
        title: 'End of tenancy',
        text: 'A checklist clean for tenants, landlords and agents, including inside the oven, fridge and cupboards, so the check-out inspection goes smoothly.',
      },
      {
        icon: House,
        title: 'One-off and spring cleans',
        text: 'Before guests arrive, after a party, when a new baby is due or at the change of seasons: a single visit, planned around what matters most.',
      },
    ],
  },
  included: {
    eyebrow: 'What is included',
    heading: 'Everything a regular clean covers',
    intro:
      'This is our standard checklist. Tell us what matters most to you and your cleaner will adapt it: swap tasks in, leave rooms out or add extras.',
    groups: [
      {
        title: 'Kitchen',
        items: [
          'Worktops, splashbacks and cupboard fronts wiped',
          'Hob cleaned and outside of the oven, microwave and fridge',
          'Sink and taps descaled and polished',
          'Bins emptied and floor vacuumed and mopped',
        ],
      },
      {
        title: 'Bathrooms',
        items: [
          'Toilet, bath, shower and basin cleaned and disinfected',
          'Tiles, screens and mirrors wiped and polished',
          'Taps and chrome descaled',
          'Floors mopped and towels straightened or replaced',
        ],
      },
      {
        title: 'Bedrooms and living areas',
        items: [
          'Dusting of surfaces, shelves, sills and skirting boards',
          'Beds made, or changed when fresh linen is left out',
          'Carpets vacuumed and hard floors mopped',
          'Cushions plumped and rooms tidied',
        ],
      },
      {
        title: 'Extras on request',
        items: [
          'Inside the oven and fridge',
          'Inside windows and window tracks',
          'A load of washing or an hour of ironing',
          'Eco-friendly products throughout',
        ],
      },
    ],
  },
  firstVisit: {
    eyebrow: 'Your first clean',
    heading: 'What to expect',
    paragraphs: [
      'Before the first visit we agree a checklist with you by phone or at a short home visit: which rooms, what matters most, anything to avoid, and how your cleaner will get in.',
      'Many regular clients start with a deep clean, so the weekly visits that follow can keep on top of things rather than catch up. Your cleaner brings professional products and equipment; if you would rather we used your own, just say.',
      `After the first clean we call to check you are happy. If anything was missed, tell us and we will put it right. Regular cleans can be stopped with ${policy.regularTerminationNoticeWeeks} weeks' notice, and there is no minimum charge.`,
    ],
  },
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    heading: 'Clear hourly prices',
    intro:
      'You pay for the hours you book, with products and equipment included. We confirm the price in writing before the first visit.',
    rows: [priceRows.regularCleaning, priceRows.deepCleaning, priceRows.endOfTenancy],
    notes: pricingNotes,
  },
  closing: {
    title: 'Book your first clean',
    text: `Register in a couple of minutes, or ask us a question first. We reply ${replyPromise.form}.`,
    action: { label: 'Get a Free Quote', to: paths.quote },
  },
} as const;
