import type { BadgeTone } from '@/components/ui/status-badge';

const bookingTones: Partial<Record<string, BadgeTone>> = {
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** SPEC §4: any status without a colour of its own shows in the pending colour. */
export const bookingTone = (status: string): BadgeTone => bookingTones[status] ?? 'amber';

const invoiceTones: Partial<Record<string, BadgeTone>> = { paid: 'green', void: 'red' };

export const invoiceTone = (status: string): BadgeTone => invoiceTones[status] ?? 'amber';

const mailTones: Partial<Record<string, BadgeTone>> = { sent: 'green', unsent: 'red' };

export const mailTone = (status: string): BadgeTone => mailTones[status] ?? 'amber';

// Issue 29: money back to the client reads blue (done, not a problem); a charge-back, like a failure, red.
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
