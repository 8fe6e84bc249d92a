import { business, policy } from '@shared/business';
import { CalendarHeart, Shirt, ShoppingBasket, Sofa, Sparkles, WashingMachine } from 'lucide-react';
import { paths } from '@/config/paths';
import { priceRows, pricingNotes } from '@/content/pricing';

export const housekeepingContent = {
  title: 'Housekeeping',
  description: `Part-time, regular and full-time housekeepers in ${business.address.town} and Hertfordshire: cleaning, laundry, beds, errands and guest preparation, by DBS-checked staff.`,
  hero: {
    eyebrow: 'Housekeeping',
    heading: 'Someone to keep the whole house running',
    lead: 'A housekeeper does more than clean: laundry, fresh beds, errands, a tidy house and the little jobs that never make it to the top of the list.',
    primary: { label: 'Register for Housekeeping', to: paths.registerCleaning },
    jump: { label: 'See plans and prices', href: '#plans' },
  },
  services: {
    eyebrow: 'What a housekeeper does',
    heading: 'Five services, one familiar person',
    items: [
      {
        icon: Sparkles,
        title: 'Cleaning and tidying',
        text: 'Your regular clean, plus the tidying that keeps a busy house in order: toys, post, shoes and surfaces.',
      },
      {
        icon: WashingMachine,
        title: 'Laundry and ironing',
        text: 'Washing on, dried, folded or ironed and put away, with care labels read and delicates washed by hand.',
      },
      {
        icon: Shirt,
        title: 'Beds and linen',
        text: 'Beds changed on your schedule, linen washed and pressed, and the airing cupboard kept in order.',
      },
      {
        icon: ShoppingBasket,
        title: 'Errands and shopping',
        text: 'The weekly shop put away, dry cleaning dropped off, parcels returned and the fridge kept stocked.',
      },
      {
        icon: CalendarHeart,
        title: 'Guests and home management',
        text: 'Spare rooms made up before visitors, tradespeople let in, and the house ready for your return from holiday.',
      },
    ],
  },
  plans: {
    id: 'plans',
    eyebrow: 'Plans',
    heading: 'Part-time, regular or full-time',
    intro:
      'Start with the hours you need and change them as life changes. Every plan has the same housekeeper, the same checks and the same office behind them.',
    items: [
      {
        icon: Sofa,
        title: 'Part-time',
        hours: 'One or two visits a week',
        text: 'For smaller homes, or to keep on top of laundry and tidying between regular cleans. Popular with older clients who want a familiar face each week.',
      },
      {
        icon: CalendarHeart,
        title: 'Regular',
        hours: 'Several mornings a week',
        text: 'For busy families: the house cleaned, the washing done and the beds changed on a rhythm that suits your week.',
      },
      {
        icon: Sparkles,
        title: 'Full-time',
        hours: 'Every weekday, live-out',
        text: 'For larger homes and households that need everything handled: cleaning, laundry, shopping, errands and home management.',
      },
    ],
  },
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    heading: 'One hourly rate for every plan',
    intro: `Housekeeping is charged by the hour, whichever plan you choose. Regular plans can be stopped with ${policy.regularTerminationNoticeWeeks} weeks' notice.`,
    rows: [priceRows.housekeeping],
    notes: pricingNotes,
  },
  closing: {
    title: 'Find your housekeeper',
    text: 'Tell us about your home and the help you need, and we will suggest a plan and introduce someone we think will fit.',
    action: { label: 'Get a Free Quote', to: paths.quote },
  },
} as const;
