import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { growth } from '../../../shared/business';
import {
  applyCredits,
  formatReferralCode,
  householdOf,
  newReferralCode,
  normaliseReferralCode,
  normaliseReferralEmail,
  paymentShared,
  premiseOf,
  quarterOf,
  REFERRAL_CREDIT_PENCE,
  referralPath,
  signUpRefusal,
  visitRefusal,
} from '../../../shared/referrals';

const { codeAlphabet, codeLength } = growth.referrals;

describe('referral codes', () => {
  it('are codeLength letters of the alphabet, and differ from one to the next', () => {
    const codes = Array.from({ length: 500 }, () => newReferralCode(randomBytes));
    for (const code of codes) {
      expect(code).toHaveLength(codeLength);
      expect([...code].every((letter) => codeAlphabet.includes(letter))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('take every letter from the random bytes, skipping bytes that would favour some letters', () => {
    // 256 is 8 × 32: every byte is usable, and byte n picks letter n mod 32.
    const bytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => index + 32);
    expect(newReferralCode(bytes)).toBe(codeAlphabet.slice(0, codeLength));
  });

  it('are read whatever the case, spaces or dashes, and refused when they cannot be one', () => {
    expect(normaliseReferralCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseReferralCode('AB CD EF GH')).toBe('ABCDEFGH');
    expect(normaliseReferralCode('ABCDEFG')).toBeUndefined();
    // O, 0, I and 1 look alike: the alphabet has none of them.
    expect(normaliseReferralCode('ABCDEFG0')).toBeUndefined();
    expect(normaliseReferralCode('ABCDEFGI')).toBeUndefined();
    expect(formatReferralCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(referralPath('ABCDEFGH')).toBe('/auth?mode=signup&ref=ABCDEFGH');
  });
});

describe('who a referral credits', () => {
  const referrer = { id: 'r1', email: 'Anna.Smith+home@gmail.com' };

  it('never the referrer themselves, nor their own address in another spelling', () => {
    expect(signUpRefusal(referrer, { id: 'r1', email: 'other@example.com' })).toBe('self');
    expect(signUpRefusal(referrer, { email: 'annasmith@googlemail.com' })).toBe('same-email');
    expect(signUpRefusal(referrer, { email: ' ANNA.SMITH@gmail.com' })).toBe('same-email');
    expect(signUpRefusal(referrer, { email: 'anna.smith@example.com' })).toBeUndefined();
    expect(normaliseReferralEmail('A.B+x@Example.com')).toBe('a.b@example.com');
  });

  it('not a visit at any household of the referrer’s, however it is written', () => {
    const home = { line1: 'Flat 2, 10 High St', postcode: 'en61aa' };
    expect(householdOf(home)).toBe(householdOf({ line1: 'flat 2 10 high st', postcode: 'EN6 1AA' }));
    expect(householdOf(home)).toBe(householdOf({ line1: '2/10 High Street', postcode: 'EN6 1AA' }));
    expect(visitRefusal([home], { line1: 'FLAT 2 10 HIGH ST.', postcode: 'EN6 1AA' })).toBe('same-address');
    expect(visitRefusal([home], { line1: 'Flat 3, 10 High St', postcode: 'EN6 1AA' })).toBeUndefined();
    // The review's M2: "14 … Rd" and "14 … Road" were two households.
    const booked = { line1: '14 Acacia Road', postcode: 'EN6 2AB' };
    expect(visitRefusal([home, booked], { line1: '14 Acacia Rd', postcode: 'en6 2ab' })).toBe('same-address');
    expect(visitRefusal([home, booked], { line1: '14A Acacia Rd', postcode: 'EN6 2AB' })).toBeUndefined();
    expect(visitRefusal([booked], { line1: '14 Acacia Road', postcode: 'EN6 2AC' })).toBeUndefined();
  });

  it('a house known by its name is that name; a referrer with no address on record waits for the office', () => {
    expect(premiseOf('Rose Cottage, Mill Lane')).toBe('rosecottage');
    expect(premiseOf('Rose Cottage Mill Ln')).toBe(premiseOf('Rose Cottage Mill Lane'));
    expect(premiseOf('14A Acacia Rd')).toBe('14a');
    expect(visitRefusal([], { line1: '1 New Street', postcode: 'EN6 1AA' })).toBe('no-address-history');
  });

  it('counts credits by calendar quarter', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-12-07'].map(quarterOf)).toEqual([
      '2026-Q1',
      '2026-Q1',
      '2026-Q2',
      '2026-Q4',
    ]);
  });

  it('earns the price table’s credit, in pence', () => {
    expect(REFERRAL_CREDIT_PENCE).toBe(growth.referrals.creditPounds * 100);
  });
});

describe('a card or bank account the referrer and the friend share', () => {
  const account = { accountHolder: 'Jo Bloggs', bankName: 'Barclays', accountEnding: '11' };

  it('the same card number (by its fingerprint) or the same bank account', () => {
    expect(paymentShared({ cardFingerprint: 'fp-1' }, { cardFingerprint: 'fp-1' })).toBe(true);
    expect(
      paymentShared({ directDebit: account }, { directDebit: { ...account, accountHolder: ' jo  BLOGGS ' } }),
    ).toBe(true);
    expect(
      paymentShared(
        { cardFingerprint: 'fp-1', directDebit: account },
        { cardFingerprint: 'fp-2', directDebit: account },
      ),
    ).toBe(true);
  });

  it('not two different cards or accounts, nor what cannot be told apart', () => {
    expect(paymentShared({ cardFingerprint: 'fp-1' }, { cardFingerprint: 'fp-2' })).toBe(false);
    expect(paymentShared({}, {})).toBe(false);
    expect(
      paymentShared({ directDebit: account }, { directDebit: { ...account, accountEnding: '12' } }),
    ).toBe(false);
    expect(paymentShared({ directDebit: account }, { directDebit: { ...account, bankName: 'HSBC' } })).toBe(
      false,
    );
    // GoCardless told us no holder or digits: nothing to compare.
    const blank = { accountHolder: '', bankName: 'Barclays', accountEnding: '' };
    expect(paymentShared({ directDebit: blank }, { directDebit: blank })).toBe(false);
  });
});

describe('credits on an invoice', () => {
  const credit = (id: string, remainingPence: number) => ({ id, remainingPence });

  it('never take more than the room the invoice leaves, oldest first, and carry the rest', () => {
    const credits = [credit('a', 2500), credit('b', 2500)];
    expect(applyCredits(credits, 6000).map(({ credit, pence }) => [credit.id, pence])).toEqual([
      ['a', 2500],
      ['b', 2500],
    ]);
    expect(applyCredits(credits, 3000).map(({ credit, pence }) => [credit.id, pence])).toEqual([
      ['a', 2500],
      ['b', 500],
    ]);
    expect(applyCredits(credits, 1000).map(({ credit, pence }) => [credit.id, pence])).toEqual([['a', 1000]]);
    expect(applyCredits(credits, 0)).toEqual([]);
    expect(applyCredits([credit('used', 0), credit('c', 100)], 5000)).toEqual([
      { credit: credit('c', 100), pence: 100 },
    ]);
  });
});
