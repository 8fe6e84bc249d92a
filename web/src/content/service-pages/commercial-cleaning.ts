import { business, policy } from '@shared/business';
import { Briefcase, ClipboardList, School, Store, UserRoundCheck, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { priceRows } from '@/content/pricing';
import { poundsInMillions } from '@/lib/price';

export const commercialCleaningContent = {
  title: 'Commercial Cleaning',
  description: `Office, retail and school cleaning in ${business.address.town} and across Hertfordshire: out of hours, DBS-checked staff, a written specification and a free site visit.`,
  hero: {
    eyebrow: 'Commercial cleaning',
    heading: 'A clean workplace, without the disruption',
    lead: 'Early-morning, evening and weekend cleaning for offices, shops, surgeries, nurseries and schools, by a small, vetted team that knows your building.',
    primary: { label: 'Book a Free Site Visit', to: paths.contact },
    jump: { label: 'How pricing works', href: '#pricing' },
  },
  sectors: {
    eyebrow: 'Who we clean for',
    heading: 'Office, retail and educational cleaning',
    items: [
      {
        icon: Briefcase,
        title: 'Office cleaning',
        text: 'Desks, kitchens, meeting rooms and washrooms cleaned before your team arrives or after they leave, with bins, recycling and consumables looked after.',
        points: [
          'Desks and touch points sanitised',
          'Kitchens and washrooms cleaned daily',
          'Carpets vacuumed, hard floors mopped',
          'Recycling sorted and bins emptied',
        ],
      },
      {
        icon: Store,
        title: 'Retail cleaning',
        text: 'Shop floors, fitting rooms, windows and stockrooms kept presentable for every customer, cleaned before opening or after closing.',
        points: [
          'Shop floors and entrances',
          'Glass, displays and counters polished',
          'Fitting rooms and staff areas',
          'Stockrooms kept clear and safe',
        ],
      },
      {
        icon: School,
        title: 'Educational cleaning',
        text: 'Nurseries, schools and tutoring centres cleaned to the standard children need, by staff with enhanced DBS checks including the children’s barred list.',
        points: [
          'Classrooms, halls and corridors',
          'Toilets and changing areas disinfected',
          'Child-safe products on request',
          'Holiday deep cleans before term starts',
        ],
      },
    ],
  },
  promise: {
    eyebrow: 'Our promise',
    heading: 'What your business can count on',
    items: [
      'The same cleaners on your premises every visit',
      'Every cleaner enhanced DBS checked and trained on your site',
      `Public liability insurance of ${poundsInMillions(policy.publicLiabilityCoverPounds)}`,
      'A written cleaning specification you agree before we start',
      'Keys and alarm codes held securely and signed for',
      'Cover for holidays and sickness, arranged by us',
      `Any problem acknowledged within ${policy.complaintInvestigationHours} hours`,
      'Monthly invoices with no hidden extras',
    ],
  },
  process: {
    eyebrow: 'Getting started',
    heading: 'From first call to first clean',
    items: [
      {
        icon: UsersRound,
        title: 'Free site visit',
        text: 'We walk round your premises with you, note what needs doing and when, and ask about access, alarms and any sensitive areas.',
      },
      {
        icon: ClipboardList,
        title: 'Written specification',
        text: 'You receive a room-by-room specification and a fixed monthly price, so you know exactly what is done and what it costs.',
      },
      {
        icon: UserRoundCheck,
        title: 'Your dedicated team',
        text: 'We introduce your cleaners, take them through the specification on site, and check in after the first fortnight.',
      },
    ],
  },
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    heading: 'Priced for your premises',
    intro:
      'Every building is different, so we price commercial cleaning after a free site visit: by the size of the space, how often you need us and what the specification includes.',
    rows: [priceRows.commercial],
  },
  closing: {
    title: 'Arrange your free site visit',
    text: 'Tell us about your premises and the hours that suit you, and we will arrange a visit at a time that works for you.',
    action: { label: 'Get a Free Quote', to: paths.contact },
  },
} as const;
