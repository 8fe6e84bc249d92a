import type { Mandate, SavedCard } from '@shared/schemas/payment';
import { paymentsContent } from './content';

const content = paymentsContent.ways;

// Stripe names brands in lower case (`visa`, `amex`); people read them as the card shows them.
const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandName = (brand: string) =>
  brands[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** "Visa ending 4242, expires 08/29". */
export const cardLine = (card: SavedCard) =>
  content.cardLine(
    brandName(card.brand),
    card.last4,
    `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
  );

/** "Barclays, account ending 23, reference GC-ABC123". */
export const mandateLine = (mandate: Mandate) =>
  content.mandateLine(mandate.bankName, mandate.accountEnding, mandate.reference);

/** A mandate the bank may still take payments on: set up (or being set up), not failed or cancelled. */
export const isUsable = (mandate: Mandate | undefined): boolean =>
  mandate?.status === 'pending' || mandate?.status === 'active';

/** A mandate's state as a badge's colour: at work green, on its way amber, over red or grey. */
export const mandateTones = { pending: 'amber', active: 'green', failed: 'red', cancelled: 'slate' } as const;
