/**
 * What an invoice itself records of getting paid: its automatic collection's state and the
 * shape of a Tax-Free Childcare reference. Apart from ./payments.ts (re-exported there), so that the
 * invoice's schema, which the portal's first page reads, carries these two and not the payment rules'
 * words (the Direct Debit Guarantee, the saved-card consent), which only the Invoices tab shows.
 */

/**
 * A Tax-Free Childcare payment reference as HMRC's childcare service shows it to a parent: four letters,
 * five digits and `TFC` (e.g. AJON12345TFC).
 */
export const TAX_FREE_CHILDCARE_REFERENCE = /^[A-Z]{4}\d{5}TFC$/;

/** An invoice's automatic collection, as the office's money screen counts it. */
export const COLLECTION_STATES = ['scheduled', 'pending', 'failed'] as const;
