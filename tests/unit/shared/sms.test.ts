import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGE, MOBILE_NEEDED_MESSAGE, ProfileDetailsSchema } from '../../../shared/schemas/user';
import { displayUkMobile, gsm7Length, isGsm7, normaliseUkMobile, toGsm7 } from '../../../shared/sms';

describe('UK mobile numbers', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700-900123', '+447700900123'],
    ['0044 7700 900 123', '+447700900123'],
    [' (07700) 900.123 ', '+447700900123'],
  ])('%s is %s', (written, e164) => {
    expect(normaliseUkMobile(written)).toBe(e164);
    expect(displayUkMobile(e164)).toBe('07700 900123');
  });

  it.each([
    ['a landline', '01632 960123'],
    ['too short', '07700 90012'],
    ['too long', '07700 9001234'],
    ['another country', '+33 6 12 34 56 78'],
    ['an Irish mobile', '+353 85 123 4567'],
    ['letters', '07700 9OO123'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_, written) => {
    expect(normaliseUkMobile(written)).toBeUndefined();
  });

  it('the profile stores E.164, and says what is wrong with anything else on the mobile field', () => {
    const saved = ProfileDetailsSchema.parse({
      fullName: 'Jo Bloggs',
      mobile: '07700 900123',
      textMessages: true,
    });
    expect(saved).toMatchObject({ mobile: '+447700900123', textMessages: true });
    const landline = ProfileDetailsSchema.safeParse({ fullName: 'Jo Bloggs', mobile: '01632 960123' });
    expect(landline.error?.issues).toEqual([
      expect.objectContaining({ path: ['mobile'], message: MOBILE_MESSAGE }),
    ]);
    const noNumber = ProfileDetailsSchema.safeParse({ fullName: 'Jo Bloggs', textMessages: true });
    expect(noNumber.error?.issues).toEqual([
      expect.objectContaining({ path: ['mobile'], message: MOBILE_NEEDED_MESSAGE }),
    ]);
  });

  it('texts are off unless turned on', () => {
    expect(ProfileDetailsSchema.parse({ fullName: 'Jo Bloggs', mobile: '07700900123' }).textMessages).toBe(
      false,
    );
  });
});

describe('GSM-7', () => {
  it('counts the extension table twice and refuses what is not GSM-7', () => {
    expect(gsm7Length('Cost: £20 [approx]')).toBe(20);
    expect(isGsm7('Zoë')).toBe(false);
    expect(gsm7Length('Zoë')).toBe(Number.POSITIVE_INFINITY);
  });

  it('makes pasted punctuation and accents GSM-7, and anything else a question mark', () => {
    expect(toGsm7('Zoë’s “visit” – Łukasz 😀 Müller')).toBe('Zoe\'s "visit" - Lukasz ? Müller');
    expect(isGsm7(toGsm7('Zoë’s “visit” – Łukasz 😀 Ørsted'))).toBe(true);
  });
});
