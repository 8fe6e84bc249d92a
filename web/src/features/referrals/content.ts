import type { ReferralStatus } from '@shared/schemas/referral';

/** The Refer & Earn card's words; what the code does is referral-rule.ts's. */
export const referralContent = {
  loading: 'Loading your code...',
  failure: 'Failed to load your referral code',
  code: 'Your code',
  link: 'Your link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it instead',
  friends: 'Friends who signed up',
  none: 'No one has signed up with your code yet.',
  earned: 'Credit earned',
  applied: 'Taken off invoices',
  available: 'Off your next invoice',
  status: {
    pending: 'Signed up: their first visit is to come',
    earned: 'First visit done: credit earned',
    refused: 'Not eligible',
    reversed: 'Credit withdrawn',
  } satisfies Record<ReferralStatus, string>,
} as const;
