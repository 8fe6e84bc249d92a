import { paths } from '@/config/paths';

/**
 * The general enquiry filled in from a link: the quote page sends a visitor whose job needs
 * a quote here with what they typed, so they only add what the office needs to know.
 */
export const ENQUIRY_PREFILL_PARAMS = { subject: 'subject', message: 'message' } as const;

export const enquiryPrefillPath = (subject: string, message: string) =>
  `${paths.contact}?${new URLSearchParams({
    [ENQUIRY_PREFILL_PARAMS.subject]: subject,
    [ENQUIRY_PREFILL_PARAMS.message]: message,
  })}`;
