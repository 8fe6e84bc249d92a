import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { business, policy, prices } from '@shared/business';
import { describe, expect, it } from 'vitest';
import { faqGroups } from '@/content/faq';
import { ironingOffers, priceRows } from '@/content/pricing';
import { pounds, poundsInMillions } from '@/lib/price';

const webSource = fileURLToPath(new URL('../../../../web/src', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
/** Code without its comments: a comment may show an example such as "£15"; code may not type one. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
const answer = (id: string) =>
  faqGroups.flatMap((group) => group.items).find((item) => item.id === id)?.answer ?? '';

describe('price formatting', () => {
  it('writes whole pounds without pence and other amounts with two decimals', () => {
    expect(pounds(15)).toBe('£15');
    expect(pounds(2.5)).toBe('£2.50');
    expect(pounds(1234.5)).toBe('£1,234.50');
    expect(poundsInMillions(5_000_000)).toBe('£5 million');
  });
});

describe('the one price table', () => {
  it('drives every price row the service pages show', () => {
    expect(priceRows.regularCleaning.price).toBe(`From ${pounds(prices.domesticPerHour)}`);
    expect(priceRows.regularCleaning.note).toContain(`${policy.minimumCleaningHours}-hour minimum`);
    expect(priceRows.deepCleaning.price).toBe(`From ${pounds(prices.deepCleanPerHour)}`);
    expect(priceRows.housekeeping.price).toBe(`From ${pounds(prices.housekeepingPerHour)}`);
    expect(priceRows.ironingHourly.price).toBe(`From ${pounds(prices.ironingPerHour)}`);
    expect(priceRows.ironingPerItem.price).toBe(`From ${pounds(prices.ironingPerItem)}`);
    expect(priceRows.nanny.price).toBe(`From ${pounds(prices.nannyPerHour)}`);
    expect(priceRows.babysitting.price).toBe(`From ${pounds(prices.babysittingPerHour)}`);
    expect(priceRows.babysitting.note).toContain(`${policy.minimumBabysittingHours} hours`);
    expect(priceRows.commercial.price).toBe('By quote');
  });

  it('has the FAQ quote the service pages’ figures, not the old FAQ’s', () => {
    expect(answer('how-much-do-nannies-and-babysitters-cost')).toContain(
      `${pounds(prices.nannyPerHour)} per hour`,
    );
    expect(answer('how-much-do-nannies-and-babysitters-cost')).toContain(
      `${pounds(prices.babysittingPerHour)} per hour`,
    );
    const ironing = answer('how-is-ironing-priced');
    expect(ironing).toContain(pounds(prices.ironingPerItem));
    expect(ironing).toContain(`${prices.ironingWeeklyDiscountPercent}% off`);
    expect(ironing).toContain(`${prices.ironingFortnightlyDiscountPercent}% off`);
    expect(answer('how-much-does-cleaning-cost')).toContain(`${pounds(prices.domesticPerHour)} per hour`);
    expect(answer('do-you-reward-referrals')).toContain(pounds(prices.referralCredit));
  });

  it('words the ironing offers from the table', () => {
    expect(ironingOffers.firstOrder).toBe(
      `${prices.ironingFirstOrderDiscountPercent}% off your first ironing order`,
    );
  });
});

describe('nothing in the web app hard-codes what shared/business.ts declares', () => {
  const files = sourceFiles(webSource);
  const offenders = (pattern: RegExp) =>
    files.filter((file) => pattern.test(codeOf(file))).map((file) => path.relative(webSource, file));

  it('types no pound amount: every price is computed from the table', () => {
    expect(offenders(/£\s?\d/)).toEqual([]);
  });

  it('types neither the phone number nor the email address', () => {
    const digits = business.phone.replace(/\D/g, '');
    expect(offenders(new RegExp(business.phone.replace(/\s/g, '\\s?')))).toEqual([]);
    expect(offenders(new RegExp(digits.slice(1)))).toEqual([]);
    expect(offenders(new RegExp(business.email.replace('.', '\\.')))).toEqual([]);
  });
});
