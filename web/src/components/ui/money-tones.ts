import type { BadgeTone } from '@/components/ui/status-badge';

/**
 * The badges: a payment's state and an invoice's automatic collection. Apart from
 * ./status-tones.ts, which the portal's first page carries: only the Invoices tab draws these.
 */

// Money back to the client reads blue (done, not a problem); a charge-back, like a failure, red.
const paymentTones: Partial<Record<string, BadgeTone>> = {
  paid: 'green',
  failed: 'red',
  charged_back: 'red',
  cancelled: 'slate',
  refunded: 'blue',
  partially_refunded: 'blue',
};

export const paymentTone = (state: string): BadgeTone => paymentTones[state] ?? 'amber';

const collectionTones: Partial<Record<string, BadgeTone>> = { scheduled: 'blue', failed: 'red' };

export const collectionTone = (state: string): BadgeTone => collectionTones[state] ?? 'amber';
