/** What happens to a card in one situation: it goes through, asks for 3D Secure, or is declined. */
export type CardOutcome = 'succeed' | 'authenticate' | DeclineName;

export type DeclineName =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'authentication_failed'
  | 'test_mode_live_card';

/** A decline as Stripe reports it, in the API's error body and in `last_payment_error`. */
export interface Decline {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

export const DECLINES: Record<DeclineName, Decline> = {
  generic_decline: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_required: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  authentication_failed: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  },
  test_mode_live_card: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
};

export interface TestCard {
  number: string;
  brand: string;
  /** Shown on the checkout page. */
  description: string;
  /** Paying in Checkout (mode payment). */
  payment: CardOutcome;
  /** Saving in Checkout (mode setup). */
  setup: CardOutcome;
  /** Charging the saved card later, without the customer (`off_session: true`). */
  offSession: CardOutcome;
}

/** Stripe's documented test cards (docs.stripe.com/testing), with the behaviour Stripe gives each. */
export const TEST_CARDS: TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    description: 'Succeeds',
    payment: 'succeed',
    setup: 'succeed',
    offSession: 'succeed',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Succeeds (Mastercard)',
    payment: 'succeed',
    setup: 'succeed',
    offSession: 'succeed',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    description: 'Asks for authentication (3D Secure) on this payment; once saved, later charges succeed',
    payment: 'authenticate',
    setup: 'authenticate',
    offSession: 'succeed',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    description:
      'Always asks for authentication: later off-session charges fail with authentication_required',
    payment: 'authenticate',
    setup: 'authenticate',
    offSession: 'authentication_required',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Declined: insufficient funds',
    payment: 'insufficient_funds',
    setup: 'succeed',
    offSession: 'insufficient_funds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Declined (generic decline)',
    payment: 'generic_decline',
    setup: 'generic_decline',
    offSession: 'generic_decline',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    description: 'Saves, but every charge is declined (card_declined)',
    payment: 'generic_decline',
    setup: 'succeed',
    offSession: 'generic_decline',
  },
];

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
};

const brandOf = (digits: string): string =>
  digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'unknown';

/** The card a number stands for: a test card, or any other valid number, which test mode declines. */
export const cardFor = (digits: string): TestCard => {
  const known = TEST_CARDS.find((card) => card.number === digits);
  if (known) return known;
  return {
    number: digits,
    brand: brandOf(digits),
    description: 'Not a test card',
    payment: 'test_mode_live_card',
    setup: 'test_mode_live_card',
    offSession: 'test_mode_live_card',
  };
};

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  digits: string;
  expMonth: number;
  expYear: number;
  name: string;
}

/** Checks the card form as Stripe's own fields do before anything is sent; errors by field, in its words. */
export const checkCardForm = (
  form: CardForm,
  now = new Date(),
): { card: CheckedCard } | { errors: Partial<CardForm> } => {
  const errors: Partial<CardForm> = {};
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Your card number is incomplete.';
  else if (!luhnValid(digits)) errors.number = 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const expMonth = Number(expiry?.[1]);
  const expYear = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = "Your card's expiration date is incomplete.";
  else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.expiry = "Your card's expiration date is in the past.";
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim()))
    errors.cvc = "Your card's security code is incomplete.";
  if (form.name.trim() === '') errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { digits, expMonth, expYear, name: form.name.trim() } };
};
