import { TEXT_NOT_SENT } from '@shared/sms';

/** The words of the office's list of a booking's or an invoice's notices. */
export const noticesContent = {
  heading: 'Notices',
  loading: 'Loading notices…',
  empty: 'No notices yet',
  failure: 'Failed to load notices',
  to: (address: string) => `To ${address}`,
  toOffice: 'To the office inbox',
  toClient: 'To the client',
  written: (at: string) => `Written ${at}`,
  sent: (at: string) => `Sent ${at}`,
  nextTry: (at: string) => `Next try ${at}`,
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
  lastError: 'Last error',
  /** The office's resends of one notice: how many, and the latest's who and when (security review L6). */
  resentHistory: (count: number, by: string, at: string) =>
    `Resent ${count === 1 ? 'once' : `${count} times`}, last by ${by}, ${at}`,
  resend: 'Resend',
  resending: 'Resending…',
  resent: 'Queued to send again',
  resendFailed: 'Could not resend this notice',
  statuses: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  /** How a notice travels. */
  channels: { email: 'Email', sms: 'Text' },
  /** Why a notice was not sent, where the sender's reason is a code. */
  reasons: {
    [TEXT_NOT_SENT.optedOut]: 'The client does not take texts at this number (turned off, or replied STOP)',
  } as Record<string, string>,
} as const;
