import { business, policy } from '../../../shared/business';

export const contactContent = {
  title: 'Contact',
  description:
    'Ask for a free quote, send a general enquiry or register for cleaning or childcare. Call, email or write to our Potters Bar office.',
  heading: 'Get in Touch',
  intro: `Questions, quotes or something else: send us a message and we will reply within ${policy.emailReplyHours} hours, or call us during office hours.`,
  details: {
    heading: 'Contact Information',
    phone: 'Phone',
    email: 'Email',
    location: 'Location',
    locationText: `Based in ${business.address.town}, serving surrounding areas`,
    hours: 'Office hours',
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
    description: `We've received your message and will respond within ${policy.emailReplyHours} hours.`,
  },
  failed: {
    title: 'Failed to Send',
    description: `Please try again or contact us directly at ${business.email}`,
  },
} as const;
