import { business, policy, replyPromise } from '@shared/business';
import {
  BadgeCheck,
  CalendarClock,
  HeartHandshake,
  Leaf,
  MapPin,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  UserRoundCheck,
} from 'lucide-react';
import { paths } from '@/config/paths';
import {
  childcare,
  commercialCleaning,
  deepCleaning,
  domesticCleaning,
  housekeeping,
  ironing,
} from './services';

export const homeContent = {
  title: 'Cleaning, Housekeeping & Childcare in Potters Bar',
  description:
    'Domestic and commercial cleaning, housekeeping, ironing with collection and delivery, and DBS-checked nannies and babysitters in Potters Bar and across Hertfordshire.',
  hero: {
    eyebrow: `${business.address.town} · ${business.address.county}`,
    heading: 'A cleaner home and trusted childcare, from people you will get to know',
    lead: 'Cleaning, housekeeping, ironing and childcare for homes and businesses across Hertfordshire, by local staff who are DBS checked, insured and the same familiar face every visit.',
    primary: { label: 'Get a Free Quote', to: paths.quote },
    badges: [
      { icon: ShieldCheck, label: 'Fully insured' },
      { icon: BadgeCheck, label: 'Enhanced DBS checked' },
      { icon: Sparkles, label: 'The same familiar face' },
    ],
  },
  core: {
    eyebrow: 'What we do',
    heading: 'Our Core Services',
    intro:
      'Most families start with one of these two. Register in a couple of minutes and we will call you back.',
    cards: [
      {
        service: domesticCleaning,
        points: [
          'The same cleaner every visit',
          'Weekly, fortnightly or one-off',
          `From a ${policy.minimumCleaningHours}-hour visit`,
        ],
        register: { label: 'Register for cleaning', to: paths.registerCleaning },
      },
      {
        service: childcare,
        points: [
          'Nannies, full-time or part-time',
          'Evening and weekend babysitters',
          'Enhanced DBS checked and referenced',
        ],
        register: { label: 'Register for childcare', to: paths.registerNanny },
      },
    ],
  },
  premium: {
    eyebrow: 'Beyond the weekly clean',
    heading: 'Premium Services',
    intro:
      'For the bigger jobs and the busy weeks: add any of these to a regular service or book them on their own.',
    cards: [deepCleaning, commercialCleaning, housekeeping, ironing],
  },
  learnMore: 'Learn more',
  why: {
    eyebrow: 'Why families choose us',
    heading: 'Small enough to know you, big enough to cover',
    items: [
      {
        icon: UserRoundCheck,
        title: 'The same familiar face',
        text: 'Your cleaner, housekeeper or nanny stays with you, so they learn your home, your routines and how you like things done.',
      },
      {
        icon: ShieldCheck,
        title: 'Checked and insured',
        text: 'Every member of staff holds an enhanced DBS certificate, renewed each year, and all our work is fully insured.',
      },
      {
        icon: CalendarClock,
        title: 'Flexible scheduling',
        text: 'Weekly, fortnightly, one-off or short notice: visits fit around school runs, shifts and holidays, not the other way round.',
      },
      {
        icon: Leaf,
        title: 'Eco-friendly on request',
        text: 'Prefer plant-based products, or have allergies or pets to think about? Tell us and we will clean with what suits your home.',
      },
      {
        icon: MapPin,
        title: 'Genuinely local',
        text: `Our office is in ${business.address.town} and our staff live nearby, which is why we can cover holidays and sickness at short notice.`,
      },
      {
        icon: HeartHandshake,
        title: 'No long contracts',
        text: `Regular services need just ${policy.regularTerminationNoticeWeeks} weeks' notice to stop, and there is no minimum charge.`,
      },
    ],
  },
  steps: {
    eyebrow: 'Getting started',
    heading: 'Three steps to a lighter week',
    items: [
      {
        icon: MessageSquareText,
        title: 'Tell us what you need',
        text: `Send a message, register online or call. We reply ${replyPromise.form}.`,
      },
      {
        icon: UserRoundCheck,
        title: 'Meet your match',
        text: 'We visit or call to understand your home or family, then introduce the person we think fits best.',
      },
      {
        icon: Sparkles,
        title: 'Enjoy the time back',
        text: 'Your first visit is followed by a check-in call, and the office is always a phone call away.',
      },
    ],
  },
  reviews: {
    eyebrow: 'Reviews',
    heading: 'What our clients say',
    more: { label: 'Read all reviews', to: paths.testimonials },
  },
  areas: {
    eyebrow: 'Areas we cover',
    heading: `${business.address.town} and about ${business.serviceRadiusMiles} miles around`,
    intro: 'From Stevenage to Enfield and from St Albans to Cheshunt. Not sure if we reach you? Ask us.',
    more: { label: 'See every area we cover', to: paths.areas },
  },
  closing: {
    title: 'Ready to Get Started?',
    text: 'Tell us about your home, your business or your family and we will come back with a free quote, usually the same day.',
    action: { label: 'Get Your Free Quote', to: paths.quote },
  },
} as const;
