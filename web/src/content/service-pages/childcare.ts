import { business, policy } from '@shared/business';
import { Baby, Backpack, CalendarClock, Moon, Sun, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { priceRows } from '@/content/pricing';
import { serviceFacts } from '@/content/service-facts';

export const childcareContent = {
  title: 'Nannies & Babysitters',
  description: `Full-time, part-time and after-school nannies and evening babysitters in ${business.address.town} and Hertfordshire. Enhanced DBS checked, referenced and first-aid trained.`,
  hero: {
    eyebrow: 'Nannying and babysitting',
    heading: 'Childcare you can trust, from people we know',
    lead: 'We introduce nannies and babysitters we have interviewed ourselves, checked thoroughly and still support after they start, so you can go to work or go out with peace of mind.',
    primary: { label: 'Register for Childcare', to: paths.registerNanny },
    jump: { label: 'See prices', href: '#pricing' },
  },
  nannies: {
    eyebrow: 'Nannies',
    heading: 'The right kind of nanny for your family',
    items: [
      {
        icon: Sun,
        title: 'Full-time nanny',
        text: 'Daily care in your home, building the routine around your children: meals, naps, activities, school runs and playdates.',
      },
      {
        icon: CalendarClock,
        title: 'Part-time nanny',
        text: 'Two or three days a week, to fit around part-time work, nursery days or a grandparent who covers the rest.',
      },
      {
        icon: Backpack,
        title: 'After-school nanny',
        text: 'School pick-up, snacks, homework and clubs, with dinner under way by the time you get home.',
      },
      {
        icon: Baby,
        title: 'Newborn and maternity support',
        text: 'Experienced nannies who help with feeds, sleep and settling in the first months, so parents can rest.',
      },
    ],
  },
  babysitting: {
    eyebrow: 'Babysitting',
    heading: 'Evenings and weekends, covered',
    text: `Date nights, work dinners, weddings and weekends away: our babysitters arrive on time, follow your routine and send a message when the children are asleep. Bookings are for at least ${policy.minimumBabysittingHours} hours, and we recommend ${policy.babysittingNoticeHours} hours' notice.`,
    items: [
      { icon: Moon, title: 'Evenings', text: 'Bath, story and bed, then a quiet house until you are home.' },
      {
        icon: UsersRound,
        title: 'Regular sitters',
        text: 'The same sitter for your regular evening, so the children know who is coming.',
      },
    ],
  },
  vetting: {
    eyebrow: 'Our vetting',
    heading: 'Every carer, every check',
    intro:
      'We turn away more candidates than we accept. Before anyone looks after your children, they have passed all of these:',
    items: [
      'Enhanced DBS check with the children’s barred list, renewed annually',
      `At least ${serviceFacts.minimumReferences} references, followed up by phone`,
      'Face-to-face interview with our childcare coordinator',
      'Right to work in the UK and proof of identity',
      'Current paediatric first aid certificate',
      'Childcare experience and qualifications verified',
      'Safeguarding and safer-sleep knowledge checked',
      'Ongoing check-ins with families after placement',
    ],
  },
  matching: {
    eyebrow: 'How matching works',
    heading: 'A shortlist, not a lucky dip',
    paragraphs: [
      'We start with a conversation about your children, your routines, your hours and what matters to you, from outdoor play to screen time.',
      `From our vetted carers we introduce a shortlist of ${serviceFacts.nannyShortlist} who fit. You meet them, at home or by video, and most families arrange a paid trial day before deciding.`,
      'Once your nanny starts, we keep in touch with you both, and if circumstances change we help you find the next right person.',
    ],
  },
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    heading: 'Childcare prices',
    intro:
      'Rates depend on the number of children, the hours and any extra duties. We confirm your rate in writing before anyone starts.',
    rows: [priceRows.nanny, priceRows.babysitting],
  },
  closing: {
    title: 'Tell us about your family',
    text: 'Register in a couple of minutes and our childcare coordinator will call you to talk through what you need.',
    action: { label: 'Enquire About Childcare', to: paths.contact },
  },
} as const;
