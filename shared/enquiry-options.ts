/**
 * The plain values of the enquiry forms, apart from their schemas (./schemas/enquiry.ts): pages that
 * only draw a form read these without loading zod, which the browser fetches when a form is checked.
 */

/**
 * A field people never see (hidden by CSS, out of the tab order, autocomplete off) but form-filling
 * bots do. An enquiry that fills it is answered as if accepted and silently dropped.
 */
export const HONEYPOT_FIELD = 'website';

/** What the cleaning registration's serviceRequired may be. */
export const CLEANING_SERVICES = ['cleaning', 'other'] as const;

/** What the nanny registration's serviceRequired may be. */
export const NANNY_SERVICES = ['nannying', 'babysitting', 'both'] as const;
