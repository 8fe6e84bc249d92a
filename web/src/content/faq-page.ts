import { business, hours, replyPromise } from '@shared/business';
import { Baby, BookOpen, MapPin, MessageSquareText, Star } from 'lucide-react';
import { paths } from '@/config/paths';

export const faqPageContent = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about our cleaning, housekeeping, ironing, nannying and babysitting services: prices, booking, cancellations, DBS checks, insurance and the areas we cover.',
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  lead: 'Everything families ask us most about our services, prices, bookings and safety. Search below, or browse by topic.',
  tiles: {
    heading: 'Talk to us',
    call: { title: 'Call us', text: `${hours.weekdays}, ${hours.saturday}` },
    email: { title: 'Email us', text: `We reply ${replyPromise.email}` },
  },
  search: {
    label: 'Search the FAQ',
    placeholder: 'For example: prices, DBS, cancel',
    clear: 'Clear search',
    results: (count: number, query: string) =>
      `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query}”`,
    none: (query: string) => `No questions match “${query}”`,
    noneHelp: 'Try a different word, browse the topics, or ask us directly: we are happy to help.',
  },
  tabsLabel: 'FAQ topics',
  helpful: {
    question: 'Was this helpful?',
    yes: 'Yes, this was helpful',
    no: 'No, this was not helpful',
    thanks: 'Thanks for your feedback!',
  },
  still: {
    heading: 'Still Have Questions?',
    text: `Our office team in ${business.address.town} will be glad to help. Call, email or send us a message and we will get back to you quickly.`,
    contact: { label: 'Send us a message', to: paths.contact },
  },
  resources: {
    heading: 'Helpful resources',
    items: [
      {
        icon: BookOpen,
        title: 'Tips & Insights Blog',
        text: 'Cleaning routines, eco recipes and childcare safety.',
        to: paths.blog,
      },
      {
        icon: Baby,
        title: 'Childcare services',
        text: 'Nannies, babysitters and how we vet them.',
        to: paths.childcare,
      },
      {
        icon: MapPin,
        title: 'Areas we cover',
        text: 'The towns and villages our team travels to.',
        to: paths.areas,
      },
      {
        icon: MessageSquareText,
        title: 'Contact us',
        text: 'Ask a question or request a free quote.',
        to: paths.contact,
      },
      {
        icon: Star,
        title: 'Client reviews',
        text: 'What local families say about us.',
        to: paths.testimonials,
      },
    ],
  },
  closing: {
    title: 'Ready for a hand at home?',
    text: 'Tell us what you need and we will send you a clear, free quote.',
    action: { label: 'Get a Free Quote', to: paths.quote },
  },
} as const;
