import type { BadgeTone } from '@/components/ui/status-badge';

const bookingTones: Partial<Record<string, BadgeTone>> = {
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** any status without a colour of its own shows in the pending colour. */
export const bookingTone = (status: string): BadgeTone => bookingTones[status] ?? 'amber';

const invoiceTones: Partial<Record<string, BadgeTone>> = { paid: 'green', void: 'red' };

export const invoiceTone = (status: string): BadgeTone => invoiceTones[status] ?? 'amber';

const mailTones: Partial<Record<string, BadgeTone>> = { sent: 'green', unsent: 'red' };

export const mailTone = (status: string): BadgeTone => mailTones[status] ?? 'amber';
