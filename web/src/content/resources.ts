import { business } from '@shared/business';
import { Baby, Briefcase, MapPin, SprayCan } from 'lucide-react';
import { paths } from '@/config/paths';

/** Official and well-established UK sources (four groups, each opening in a new tab). */
export const resourcesContent = {
  title: 'Useful Resources',
  description:
    'Official UK guidance for families and employers: childcare and safeguarding, cleaning and hygiene standards, employment rights and local Hertfordshire services.',
  eyebrow: 'Resources',
  heading: 'Useful resources for families',
  lead: 'The official guidance we rely on ourselves, gathered in one place: childcare help and safeguarding, safe cleaning, your rights as an employer or consumer, and local services.',
  newTab: '(opens in a new tab)',
  groups: [
    {
      id: 'childcare',
      icon: Baby,
      title: 'Childcare and safeguarding',
      links: [
        {
          label: 'GOV.UK: Childcare and parenting',
          href: 'https://www.gov.uk/browse/childcare-parenting',
          text: 'Help with childcare costs, parental leave and family support.',
        },
        {
          label: 'GOV.UK: Tax-Free Childcare',
          href: 'https://www.gov.uk/tax-free-childcare',
          text: 'How the government tops up what you pay for childcare, including a registered nanny.',
        },
        {
          label: 'Childcare Choices',
          href: 'https://www.childcarechoices.gov.uk/',
          text: 'The government’s guide to free hours and help with costs.',
        },
        {
          label: 'Ofsted',
          href: 'https://www.gov.uk/government/organisations/ofsted',
          text: 'Registration and inspection of childcare providers in England.',
        },
        {
          label: 'GOV.UK: DBS update service',
          href: 'https://www.gov.uk/dbs-update-service',
          text: 'How employers can check that a DBS certificate is still up to date.',
        },
        {
          label: 'NSPCC',
          href: 'https://www.nspcc.org.uk/',
          text: 'Advice on keeping children safe, and a helpline for worried adults.',
        },
        {
          label: 'The Lullaby Trust',
          href: 'https://www.lullabytrust.org.uk/',
          text: 'Evidence-based advice on safer sleep for babies.',
        },
      ],
    },
    {
      id: 'cleaning',
      icon: SprayCan,
      title: 'Cleaning and hygiene standards',
      links: [
        {
          label: 'HSE: COSHH',
          href: 'https://www.hse.gov.uk/coshh/',
          text: 'The Health and Safety Executive on using cleaning chemicals safely.',
        },
        {
          label: 'HSE: Cleaning industry',
          href: 'https://www.hse.gov.uk/cleaning/',
          text: 'Health and safety guidance for cleaning work.',
        },
        {
          label: 'Food Standards Agency',
          href: 'https://www.food.gov.uk/',
          text: 'Food hygiene at home, including cleaning and avoiding cross-contamination.',
        },
      ],
    },
    {
      id: 'employment',
      icon: Briefcase,
      title: 'Employment and rights',
      links: [
        {
          label: 'ACAS',
          href: 'https://www.acas.org.uk/',
          text: 'Free, impartial advice on employment rights for employers and employees.',
        },
        {
          label: 'GOV.UK: Employing staff for the first time',
          href: 'https://www.gov.uk/employing-staff-for-the-first-time',
          text: 'What families need to do when they employ a nanny directly.',
        },
        {
          label: 'GOV.UK: National Minimum Wage rates',
          href: 'https://www.gov.uk/national-minimum-wage-rates',
          text: 'Current minimum and living wage rates.',
        },
        {
          label: 'Citizens Advice: Consumer rights',
          href: 'https://www.citizensadvice.org.uk/consumer/',
          text: 'Your rights when you buy a service, and how to complain.',
        },
        {
          label: 'Information Commissioner’s Office',
          href: 'https://ico.org.uk/',
          text: 'Your rights over the personal information companies hold about you.',
        },
      ],
    },
    {
      id: 'local',
      icon: MapPin,
      title: `Local ${business.address.county}`,
      links: [
        {
          label: 'Hertfordshire County Council',
          href: 'https://www.hertfordshire.gov.uk/',
          text: 'Schools, children’s services, recycling centres and adult care.',
        },
        {
          label: 'Hertsmere Borough Council',
          href: 'https://www.hertsmere.gov.uk/',
          text: `The borough council for ${business.address.town}: bins, council tax and local services.`,
        },
        {
          label: 'Hertfordshire Constabulary',
          href: 'https://www.herts.police.uk/',
          text: 'Crime prevention advice and non-emergency reporting.',
        },
        {
          label: 'GOV.UK: Find your local council',
          href: 'https://www.gov.uk/find-local-council',
          text: 'If you live outside Hertsmere, find the council for your address.',
        },
      ],
    },
  ],
  help: {
    heading: 'Need help with something on this list?',
    text: 'We are not lawyers or accountants, but we are happy to point you in the right direction, especially on childcare checks and employing a nanny.',
    contact: { label: 'Contact us', to: paths.contact },
  },
} as const;
