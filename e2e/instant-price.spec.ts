import { randomUUID } from 'node:crypto';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays } from '../shared/london-time';
import { screens } from './page-helpers';
import {
  animationsDone,
  expectNoAxeViolations,
  fillAddress,
  firstOfferedSlot,
  signUpThroughAuthPage,
  watchConsole,
  withCookieChoice,
} from './support';
import { expect, test } from './test';

/**
 * The first journey: a visitor prices a fortnightly clean on the quote page, books it, signs up
 * on the way, and lands on the booking form filled in with what they priced.
 */
test('a visitor prices a fortnightly clean, signs up and books it on the pre-filled form', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await withCookieChoice(page);
  const email = `priced-${randomUUID().slice(0, 8)}@example.org`;

  // Every "Get Your Free Quote" leads to the instant price.
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Your Free Quote' }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your price, straight away' })).toBeVisible();

  const answer = page.getByRole('region', { name: 'Your price' });
  await page.getByRole('combobox', { name: /^service/i }).selectOption({ label: 'Domestic Cleaning' });
  await page.getByRole('combobox', { name: /^bedrooms/i }).selectOption('3');
  await page.getByRole('combobox', { name: /^bathrooms/i }).selectOption('2');
  await page.getByRole('textbox', { name: /^postcode/i }).fill('EN6 2AB');
  await page.getByRole('combobox', { name: /^how often/i }).selectOption({ label: 'Fortnightly' });
  await expect(answer).toContainText('£60.00 per visit');
  await expect(answer).toContainText('Fortnightly: 26 visits a year, about £130.00 a month on average.');
  await animationsDone(page);
  await expectNoAxeViolations(page);
  await screens(page, 'instant-price');

  // Book this: sign-up first (a new visitor), then straight to the booking form, filled in.
  await answer.getByRole('link', { name: 'Book this' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await signUpThroughAuthPage(page, { fullName: 'Priya Fairweather', email, password: 'a-long-passphrase' });
  await expect(page).toHaveURL(/\/dashboard\/bookings\?/);
  const form = page.getByRole('dialog', { name: 'Book a Service' });
  await expect(form.getByLabel(/^service type/i)).toHaveValue('domestic_cleaning');
  await expect(form.getByLabel(/^duration/i)).toHaveValue('4');
  await expect(form.getByLabel(/^how often/i)).toHaveValue('fortnightly');
  await fillAddress(form);
  const first = await firstOfferedSlot(form, addDays(todayInLondon(), 2));
  await form.getByLabel(/^number of visits/i).fill('2');
  const estimate = form.getByRole('region', { name: 'Price estimate' });
  await expect(estimate).toContainText('£15.00 an hour × 4 hours');
  await expect(estimate).toContainText('£60.00');
  await screens(page, 'instant-price-booking', [1280]);
  await form.getByRole('button', { name: 'Book 2 Visits' }).click();
  await expect(page.getByText("2 visits booked! We'll confirm them soon.")).toBeVisible();
  await expect(form).toBeHidden();
  // The priced visit left the address: a reload does not open the form again.
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const mine = page.getByRole('region', { name: 'Your Bookings' });
  await expect(mine.getByRole('listitem').filter({ hasText: formatDate(first.date) })).toContainText(
    'Fortnightly visit',
  );
  expect(errors).toEqual([]);
});
