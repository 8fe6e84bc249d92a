import { business, replyPromise } from '@shared/business';
import { paths } from '@/config/paths';

export const contactContent = {
  title: 'Contact',
  description:
    'Ask for a free quote, send a general enquiry or register for cleaning or childcare. Call, email or write to our Potters Bar office.',
  heading: 'Get in Touch',
  intro: `Questions, quotes or something else: send us a message and we will reply ${replyPromise.form}, or call us.`,
  registration: {
    heading: 'Client Registration',
    intro: 'Ready to start? Register for a service and we will call you to arrange everything.',
    options: [
      {
        title: 'Cleaning Services',
        text: 'For domestic or commercial cleaning, housekeeping and ironing.',
        action: 'Register for cleaning',
        to: paths.registerCleaning,
      },
      {
        title: 'Nannying/Babysitting',
        text: 'For childcare: nannies, after-school care and babysitters.',
        action: 'Register for childcare',
        to: paths.registerNanny,
      },
    ],
  },
  noScript: 'This form needs JavaScript. Please turn it on, or call or email us instead.',
  why: {
    heading: `Why Choose ${business.name}?`,
    items: [
      'Enhanced DBS-checked, fully insured staff',
      'The same familiar person every visit',
      'Flexible scheduling, no long contracts',
      'Eco-friendly products on request',
      `Replies ${replyPromise.form}`,
      'Feedback asked for after every visit, and published only with the client’s agreement',
    ],
  },
  details: {
    heading: 'Contact Information',
    phone: 'Phone',
    email: 'Email',
    location: 'Location',
    locationText: `Based in ${business.address.town}, serving surrounding areas`,
    hours: 'Office hours',
    registeredOffice: 'Registered office',
  },
} as const;

/** The General Enquiry form's words; the validation messages come from the shared schema. */
export const enquiryContent = {
  heading: 'General Enquiry',
  requiredNote: 'Fields marked * are required.',
  labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  submit: 'Send Message',
  sending: 'Sending...',
  sent: {
    title: 'Enquiry Sent!',
    description: `We've received your message and will reply ${replyPromise.form}.`,
  },
  failed: {
    title: 'Failed to Send',
    description: `Please try again or contact us directly at ${business.email}`,
  },
} as const;
