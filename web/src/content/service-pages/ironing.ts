import { business, policy, prices } from '@shared/business';
import { CalendarCheck, Shirt, Sparkles, Truck } from 'lucide-react';
import { paths } from '@/config/paths';
import { ironingOffers, priceRows } from '@/content/pricing';

export const ironingContent = {
  title: 'Ironing Service',
  description: `Ironing with free collection and delivery across ${business.address.county}: pressed by hand, returned on hangers. From per-hour or per-item prices, with regular-customer discounts.`,
  hero: {
    eyebrow: 'Ironing with collection and delivery',
    heading: 'Your ironing, collected, pressed and delivered',
    lead: 'Hand your basket to our driver and get it back on hangers or neatly folded, ready to wear. No more Sunday evenings at the ironing board.',
    primary: { label: 'Book a Collection', to: paths.quote },
    jump: { label: 'See prices', href: '#pricing' },
  },
  promotion: {
    title: ironingOffers.firstOrder,
    text: `New customers get ${prices.ironingFirstOrderDiscountPercent}% off their first order, with collection and delivery across ${business.address.county}. Mention it when you book.`,
  },
  steps: {
    eyebrow: 'How it works',
    heading: 'Four steps, and none of them involve you ironing',
    items: [
      {
        icon: CalendarCheck,
        title: 'Book online',
        text: 'Send us a message or call to choose a collection slot. Regular customers get a standing weekly or fortnightly slot.',
      },
      {
        icon: Truck,
        title: 'We collect',
        text: 'Our driver collects your ironing from your door, or from a safe place you choose, in a labelled bag that stays yours.',
      },
      {
        icon: Shirt,
        title: 'We iron',
        text: 'Everything is pressed by hand, following the care labels. Shirts go on hangers, bedding and tea towels are folded.',
      },
      {
        icon: Sparkles,
        title: 'We deliver',
        text: 'Your ironing comes back on the day we agree, covered and ready to hang up, with any missing buttons noted.',
      },
    ],
  },
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    heading: 'By the hour or by the item',
    intro:
      'A full family basket is usually cheaper by the hour; a few work shirts are usually cheaper by the item. We will tell you which works out better for you.',
    rows: [priceRows.ironingHourly, priceRows.ironingPerItem],
    notes: [
      'Collection and delivery included',
      ironingOffers.weekly,
      ironingOffers.fortnightly,
      ironingOffers.firstOrder,
    ],
  },
  care: {
    eyebrow: 'What we iron',
    heading: 'Everyday clothes, done properly',
    groups: [
      {
        title: 'Happy to iron',
        items: [
          'Work shirts, blouses and trousers',
          'School uniform and sportswear',
          'Dresses, skirts and linen',
          'Bedding, pillowcases and tablecloths',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Silk and delicates pressed by hand on a low heat',
          'Items labelled “do not iron” are returned folded',
          'Leather, suede and dry-clean-only items are not ironed',
          `Tell us about anything special within ${policy.complaintWithinDays} days of delivery`,
        ],
      },
    ],
  },
  closing: {
    title: 'Book your first collection',
    text: `Try us once and see the difference: ${ironingOffers.firstOrder}.`,
    action: { label: 'Book a Collection', to: paths.quote },
  },
} as const;
