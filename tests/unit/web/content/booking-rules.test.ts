import { business, openingHours, policy, prices } from '@shared/business';
import { describe, expect, it } from 'vitest';
import { bookingRules, bookingRulesSummary } from '@/content/booking-rules';
import { faqGroups } from '@/content/faq';
import { termsContent } from '@/content/terms';

/** Every sentence the terms print, flattened from their sections' blocks. */
const termsText = termsContent.sections
  .flatMap((section) => section.blocks)
  .flat()
  .join('\n');
const faqText = faqGroups
  .flatMap((group) => group.items)
  .map((item) => item.answer)
  .join('\n');

describe('the booking rules in words', () => {
  it('states the figures the rules enforce', () => {
    expect(bookingRules.hours).toContain(
      `Mon-Fri: ${openingHours[1]?.opens}am-${(openingHours[1]?.closes ?? 0) - 12}pm`,
    );
    expect(bookingRules.hours).toContain('7am to 11pm');
    expect(bookingRules.notice).toContain(`${policy.bookingLeadHours} hours`);
    expect(bookingRules.notice).toContain(`${policy.bookingHorizonMonths} months`);
    expect(bookingRules.notice).toContain(business.phone);
    expect(bookingRules.cancellation).toMatch(/48 hours.*50%.*24 hours.*100%/);
    expect(bookingRules.regular).toContain(`${policy.regularTerminationNoticeWeeks} weeks' notice`);
    expect(bookingRules.regular).toContain(`${prices.ironingWeeklyDiscountPercent}% off weekly`);
    expect(bookingRules.bankHolidays).toContain(`${policy.bankHolidaySurchargePercent}%`);
  });

  it('the terms print every rule, word for word', () => {
    for (const rule of Object.values(bookingRules)) expect(termsText).toContain(rule);
  });

  it('the FAQ answers with the same sentences', () => {
    for (const rule of [
      bookingRules.hours,
      bookingRules.notice,
      bookingRules.cancellation,
      bookingRules.moving,
      bookingRules.regular,
      bookingRules.bankHolidays,
    ])
      expect(faqText).toContain(rule);
  });

  it("the booking form's summary is drawn from the same sentences", () => {
    for (const rule of bookingRulesSummary) expect(Object.values(bookingRules)).toContain(rule);
  });
});
