import type { ReferralRefusal } from '@shared/referrals';
import type { ReferralStatus } from '@shared/schemas/referral';

/** The Refer & Earn card's words; what the code does is referral-rule.ts's. */
export const referralContent = {
  loading: 'Loading your code...',
  howItWorks: 'How it works',
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
    pending: 'Signed up: the credit comes once their first visit is paid for',
    earned: 'First visit paid for: credit earned',
    refused: 'Not eligible',
    reversed: 'Credit withdrawn',
  } satisfies Record<ReferralStatus, string>,
} as const;

/** The office's panel on a client's page. */
export const officeReferralContent = {
  heading: 'Referrals',
  loading: 'Loading referrals...',
  failure: 'Failed to load referrals',
  empty: 'No one has signed up with this client’s code, and no credit was granted.',
  code: 'Code',
  noCode: 'Not made yet (made when the client first opens their portal)',
  byHand: 'Granted by the office',
  refusals: {
    self: 'Their own account',
    'same-email': 'Their own email address',
    'same-address': 'A visit at their own address',
    household: 'The household earned a credit before',
    'no-address-history': 'Held for the office: the client has no address on record to compare with',
    'quarter-cap': 'Held for the office: past the credits one client earns in a quarter',
    'shared-payment': 'Held for the office: the friend saved the same card or bank account as the client',
  } satisfies Record<ReferralRefusal, string> as Record<string, string>,
  grantNew: 'Grant a credit',
  grant: 'Grant',
  reverse: 'Reverse',
  reason: 'Reason',
  keep: 'Keep as it is',
  busy: 'Saving...',
  grantTitle: 'Grant a referral credit',
  grantIntro: 'The credit comes off the client’s next invoice. Say why, for the record.',
  reverseTitle: 'Reverse a referral credit',
  reverseIntro:
    'Only a credit no invoice has taken can be reversed: void that invoice first to give the credit back.',
  done: 'Referral saved',
  failed: 'The referral could not be changed',
  applied: (pence: string) => `${pence} taken off invoices`,
} as const;
