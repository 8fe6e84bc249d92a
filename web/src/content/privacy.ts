import { business, legalIdentity, policy } from '@shared/business';
import { paths } from '@/config/paths';
import type { LegalSection } from './legal';
import { serviceFacts as facts } from './service-facts';

const contactLine = `${business.legalName}, ${business.registration.registeredOffice} (our registered office); email ${business.email}; telephone ${business.phone}`;

export const privacyContent = {
  title: 'Privacy Policy',
  description: `How ${business.name} collects, uses, protects and keeps your personal information, and the rights you have over it.`,
  eyebrow: 'Legal',
  heading: 'Privacy Policy',
  lead: 'We look after the information you trust us with as carefully as we look after your home. This policy explains what we collect, why, who sees it, how long we keep it and what you can ask of us.',
  updatedLabel: 'Last updated',
  navHeading: 'Contents',
  expandHint: 'Select a heading to open or close that section.',
  cookies: {
    heading: 'Your cookie choice',
    accepted: 'You have accepted optional storage on this device.',
    declined: 'You have declined optional storage on this device.',
    unset: 'You have not made a choice yet.',
    change: 'Change my choice',
  },
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${business.legalName} ("we", "us") provides cleaning, housekeeping, ironing and childcare services from ${business.address.town}, ${business.address.county}. We are the controller of the personal information described in this policy.`,
        legalIdentity.registered,
        `You can contact us about anything in this policy at: ${contactLine}.`,
      ],
    },
    {
      id: 'scope',
      title: 'What this policy covers',
      blocks: [
        'This policy covers information we collect through this website, our client portal, our enquiry and registration forms, by phone, by email and in person when we provide our services. It applies to clients, people who enquire, and visitors to our website. Our staff receive a separate notice about employee records.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        'Depending on how you deal with us, we may collect:',
        [
          'Contact details: your name, address, telephone number and email address.',
          'Service details: the services you need, your preferred days and times, access arrangements and any special requirements, such as allergies or pets.',
          'Childcare details supplied by parents: the number, ages and genders of your children and any information you choose to give us about their needs; in the portal, each child’s first name, date of birth, allergies, medical notes, dietary needs, emergency contacts and the consents you give.',
          'Visit records: when our staff set off, arrive and leave, what they did, and the handover a carer writes for you at the end of a visit. If a member of staff chooses to share their phone’s location when checking in or out, we keep only roughly how far they were from your postcode, never the location itself.',
          'Keys: which of your keys, fobs or codes we hold, under a numbered tag that never carries your address, and who has had each one.',
          'Account details: if you use our client portal, your login email, bookings, invoices and feedback.',
          'Payment records: what you have been invoiced and paid. Card payments are handled by our payment provider; we never see or store full card numbers.',
          'Website information: the pages requested and basic technical details, such as browser type, kept in server logs for security.',
        ],
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      blocks: [
        [
          'To answer your enquiry and give you a quote.',
          'To arrange, provide and manage the services you book, including matching you with a cleaner, housekeeper, nanny or babysitter.',
          'To invoice you and keep financial records.',
          'To contact you about your bookings, changes to our services or these policies.',
          'To handle complaints, claims and insurance matters.',
          'To keep our website, portal and office systems secure.',
        ],
        'We do not use your information for automated decision-making, and we do not send marketing unless you have asked us to.',
      ],
    },
    {
      id: 'lawful-bases',
      title: 'Our lawful bases',
      blocks: [
        'Data protection law requires a lawful basis for each use of personal information. We rely on:',
        [
          'Contract: to provide the services you book and to take steps you ask for before booking, such as a quote.',
          'Legal obligation: to keep financial records and meet safeguarding and health and safety duties.',
          'Legitimate interests: to run and improve our business, keep our systems secure and deal with complaints, where this does not override your rights.',
          'Consent: for optional storage on your device, which you can withdraw at any time.',
        ],
      ],
    },
    {
      id: 'childrens-information',
      title: 'Information about children',
      blocks: [
        'When parents register for childcare, they tell us about their children so that we can introduce suitable carers. We use this information only to arrange and provide childcare, share it only with the carers being considered for or providing that care, and never use it for anything else.',
        'Health information about a child (allergies, medical notes and dietary needs) is special category information. We hold it because you give it to us so that the carer can keep your child safe; only you, our office and the carer on the day of a visit can see it. It is in the copy of your data you can download from your account, it never leaves us in our own reports or exports, and it is deleted when you remove the child or delete your account.',
        'Our staff have a legal duty to report safeguarding concerns. If we believe a child is at risk, we may share information with the local authority or the police without first asking for consent, as the law allows.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and storage on your device',
      blocks: [
        'This website does not use advertising, analytics or tracking cookies. It stores a small amount of information in your browser:',
        [
          'Your cookie choice (accepted or declined), so we do not ask again on every page.',
          'If you sign in to the client portal, the sign-in session that keeps you logged in. This is strictly necessary for the portal to work.',
          'Only if you accept: your answers to “Was this helpful?” on our FAQ, so the page remembers them.',
        ],
        'Nothing optional is stored before you accept, and declining removes anything optional already stored. You can change your choice below at any time.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'We never sell your information. We share it only where needed to provide our services or where the law requires:',
        [
          'The members of our staff who provide or manage your service.',
          'Service providers who work for us under contract, such as our website and data hosting, email delivery, accounting and payment providers.',
          'Our insurers and professional advisers, if there is a claim or dispute.',
          'Public authorities, such as HMRC, the police or the local authority, where we are legally required to.',
        ],
      ],
    },
    {
      id: 'transfers',
      title: 'Where your information is stored',
      blocks: [
        'Our website, portal and records are hosted in data centres in London. If a provider we use processes information outside the UK, we make sure appropriate safeguards are in place, such as the UK’s adequacy regulations or approved contract clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        [
          `Customer records, including bookings and invoices: ${facts.customerRecordsYears} years after our last service to you, as tax law and possible claims require.`,
          `Employee records: ${facts.employeeRecordsYears} years after employment ends.`,
          `CCTV recordings at our office: ${facts.cctvDays} days, unless needed to investigate an incident.`,
          'Enquiries that do not lead to a booking: only as long as we need to answer them.',
        ],
        'When information is no longer needed, we delete it or make it anonymous.',
      ],
    },
    {
      id: 'security',
      title: 'How we keep it secure',
      blocks: [
        'Information is encrypted in transit and at rest. Access is limited to staff who need it, protected by individual logins, and our client portal checks on the server that each person sees only their own records. Paper records and keys are kept in locked cabinets at our office. Staff are trained in data protection and confidentiality.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You have the right to:',
        [
          'ask for a copy of the information we hold about you;',
          'ask us to correct information that is wrong or incomplete;',
          'ask us to delete your information, where we have no legal reason to keep it (while something is still owed on your account, such as an unpaid invoice or a visit not yet invoiced, we settle that with you first, as the law allows us to keep what we need to bill and collect it);',
          'ask us to restrict or stop using your information in certain circumstances;',
          'object to our use of your information based on legitimate interests;',
          'receive information you gave us in a portable format;',
          'withdraw consent at any time, where we rely on it.',
        ],
        `To use any of these rights, email ${business.email} or call ${business.phone}. We will reply within one month, and there is normally no charge.`,
      ],
    },
    {
      id: 'children-under-13',
      title: `Children under ${facts.websiteMinimumAge}`,
      blocks: [
        `Our website and client portal are intended for adults. We do not knowingly collect personal information online from children under ${facts.websiteMinimumAge}, and they should not use our forms or create an account.`,
        `If you believe a child under ${facts.websiteMinimumAge} has sent us information, please tell us and we will delete it promptly. Information about children that parents give us for childcare is covered in the section on information about children.`,
      ],
    },
    {
      id: 'complaints',
      title: 'Questions and complaints',
      blocks: [
        `If you have a question or concern about how we handle your information, please contact us first and we will do our best to put it right. We aim to respond within ${policy.complaintResponseDays} days.`,
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK regulator for data protection, at ico.org.uk or on 0303 123 1113.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We review this policy regularly and will update it if our services or the law change. The date at the top shows when it last changed. If a change significantly affects how we use your information, we will tell you directly.',
      ],
    },
  ] satisfies LegalSection[],
  contact: { label: 'Contact us about your data', to: paths.contact },
} as const;
