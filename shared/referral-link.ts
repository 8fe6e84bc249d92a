import { AUTH_PATH } from './url-rewrite';

/**
 * What the browser needs of referrals: the link, how a code is shown, the field's message.
 * Apart from shared/referrals.ts because that one reads `growth` (shared/business.ts): a page that
 * imported it would carry every rule of `growth` in the chunk every public page loads.
 */

/** The query parameter of the personal link that carries the code. */
export const REFERRAL_PARAM = 'ref';

/** The path of the personal link: the sign-up tab of the sign-in page, carrying the code. */
export const referralPath = (code: string): string =>
  `${AUTH_PATH}?${new URLSearchParams({ mode: 'signup', [REFERRAL_PARAM]: code })}`;

/** A code as it is shown: two groups of four, easier to read out. */
export const formatReferralCode = (code: string): string =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** What the referral field of sign-up says when the code cannot be one or is no client's. */
export const REFERRAL_CODE_MESSAGE =
  'This referral code is not right: check it with your friend, or leave it empty';

/**
 * The form's own check before the API's (which knows the alphabet and whose code it is): eight
 * letters or digits once spaces and dashes are gone.
 */
export const looksLikeReferralCode = (typed: string): boolean => /^[A-Za-z0-9]{8}$/.test(compactCode(typed));

/** A typed code without its spaces and dashes, in capitals: the form the API looks codes up in. */
export const compactCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();
