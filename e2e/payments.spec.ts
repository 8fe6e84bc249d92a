import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatPence, todayInLondon } from '../shared/dates';
import { addDays, londonInstant, londonParts, weekdayOf } from '../shared/london-time';
import { newClient, pointAtStack, type TestClient } from './clients';
import { adminState, pageAs, sceneApi } from './scenes';
import { animationsDone, expectNoAxeViolations, sentMail, watchConsole } from './support';
import { expect, test } from './test';

/**
 * Issue 29's journey on the built site, against the local stand-in for Stripe and GoCardless: a client
 * pays an invoice by card on the provider's page (with its 3D Secure step) and sees it paid; sets up a
 * Direct Debit on GoCardless's page; the office completes a visit and invoices it, and the invoice is
 * taken by Direct Debit on its due date; a late cancellation's 50% fee is taken the same way; the
 * office refunds part of the card payment and the client finds the credit note.
 */

const SHOTS = '.shots';
mkdirSync(SHOTS, { recursive: true });

const screenshots = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

/** The booking services, in this process, pointed at the e2e stack (as clients.ts seeds the portal). */
const bookingServices = async () => {
  await pointAtStack();
  const [{ createBooking }, { editBooking, updateBookingStatus }] = await Promise.all([
    import('../lambdas/bookings/book'),
    import('../lambdas/bookings/admin'),
  ]);
  return { createBooking, editBooking, updateBookingStatus };
};

/**
 * A three-hour babysitting visit between `low` and `high` hours from now, booked a week ago as the
 * client would have (so the terms' notice is what it is now).
 */
const visitIn = async (client: TestClient, low: number, high: number) => {
  const { createBooking } = await bookingServices();
  const now = new Date();
  for (let day = -1; day <= 9; day += 1) {
    const serviceDate = addDays(todayInLondon(now), day);
    for (let minutes = 7 * 60; minutes + 3 * 60 <= 22 * 60; minutes += 30) {
      const serviceTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
      const hours = (londonInstant(serviceDate, serviceTime).getTime() - now.getTime()) / 3_600_000;
      if (weekdayOf(serviceDate) === 7 || hours < low || hours > high) continue;
      return createBooking(
        client.id,
        {
          serviceType: 'babysitting',
          serviceDate,
          serviceTime,
          durationHours: 3,
          address: { line1: '12 Payment Lane', town: 'Potters Bar', postcode: 'EN6 2AB' },
        } as never,
        undefined,
        new Date(now.getTime() - 7 * 86_400_000),
      );
    }
  }
  throw new Error(`no care hours between ${low} and ${high} hours from now`);
};

/**
 * A visit about 30 hours from now, inside the terms' 48 hours (a 50% fee): booked for a day ahead, then
 * moved there by the office with a reason, as bookings.spec.ts does, since at some hours of the week (a
 * Saturday night) that time is a Sunday or out of hours, which only the office may book.
 */
const visitInsideNotice = async (client: TestClient) => {
  const { editBooking } = await bookingServices();
  const visit = await visitIn(client, 72, 240);
  const soon = new Date(Math.ceil((Date.now() + 30 * 3_600_000) / 1_800_000) * 1_800_000);
  const { date, time } = londonParts(soon);
  return editBooking(visit.id, {
    serviceDate: date,
    serviceTime: time,
    overrideReason: 'The family asked for an earlier visit',
  });
};

test.describe('getting paid: card, Direct Debit, fees and refunds (issue 29)', () => {
  test.describe.configure({ mode: 'serial' });

  let client: TestClient;
  let page: Page;
  let office: Page;
  let cardInvoice: { id: string; invoiceNumber: string; totalPence: number };
  const errors: string[][] = [];

  /** An invoice's item in a list of invoices, by its number. */
  const invoiceRow = (on: Page, invoiceNumber: string): Locator =>
    on.getByRole('listitem').filter({ hasText: invoiceNumber }).first();

  test.beforeAll(async ({ browser }) => {
    client = await newClient('payer');
    page = await pageAs(browser, client.storageState);
    office = await pageAs(browser, adminState());
    errors.push(watchConsole(page), watchConsole(office));
    cardInvoice = (
      await sceneApi<{ invoice: typeof cardInvoice }>(adminState(), 'POST', '/api/admin/invoices', {
        userId: client.id,
        lines: [{ description: 'Deep clean of the kitchen', quantity: 1, unitPence: 9_000 }],
      })
    ).invoice;
  });

  test.afterAll(async () => {
    await page.context().close();
    await office.context().close();
    for (const list of errors) expect(list).toEqual([]);
  });

  test('the client pays an invoice by card, through the 3D Secure step, and sees it paid', async () => {
    await page.goto('/dashboard/invoices');
    const pay = page.getByRole('button', { name: `Pay ${formatPence(9_000)} by card` });
    await expect(pay).toBeVisible();
    await screenshots(page, 'payments-invoices');
    await pay.click();
    // Stripe's page (the stand-in's), on its own origin: our pages never see the card.
    await page.waitForURL(/\/c\/pay\//);
    await expect(page.getByRole('button', { name: `Pay ${formatPence(9_000)}` })).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill(client.fullName);
    await screenshots(page, 'payments-card-page');
    await page.getByRole('button', { name: `Pay ${formatPence(9_000)}` }).click();
    await expect(page.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await page.waitForURL(/\/dashboard\/invoices/);
    await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
    await expect(page).not.toHaveURL(/payment=paid/);
    await expect(invoiceRow(page, cardInvoice.invoiceNumber)).toContainText('Paid');
    await expect(page.getByRole('button', { name: `Pay ${formatPence(9_000)} by card` })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'payments-paid');
    await expect
      .poll(async () =>
        (await sentMail()).some(
          (mail) => mail.destination.to.includes(client.email) && mail.subject.startsWith('Receipt: £90.00'),
        ),
      )
      .toBe(true);
  });

  test('the client sets up a Direct Debit on GoCardless’s page and it becomes how they pay', async () => {
    await page.goto('/dashboard/invoices');
    const ways = page.getByRole('region', { name: 'Ways to pay' });
    await ways.getByRole('button', { name: 'Set up Direct Debit' }).click();
    await page.waitForURL(/\/billing\/static\/flow/);
    await expect(page.getByRole('heading', { name: 'The Direct Debit Guarantee' })).toBeVisible();
    await page.getByLabel('Account holder name').fill(client.fullName);
    await page.getByLabel('Sort code').fill('200000');
    await page.getByLabel('Account number').fill('55779911');
    await screenshots(page, 'payments-direct-debit-page');
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

    await page.waitForURL(/\/dashboard\/invoices/);
    await expect(page.getByText(/Your Direct Debit is set up/)).toBeVisible();
    await expect(ways).toContainText('account ending 11');
    await expect(ways).toContainText('Active');
    await expect(ways.getByLabel('Take each invoice by Direct Debit on its due date')).toBeChecked();
    await expectNoAxeViolations(page);
    await screenshots(page, 'payments-ways-to-pay');
  });

  test('the office completes a visit and invoices it; the invoice is taken by Direct Debit on its due date', async () => {
    const { updateBookingStatus } = await bookingServices();
    const visit = await visitIn(client, -30, -4);
    await updateBookingStatus(visit.id, { status: 'confirmed' });
    await sceneApi(adminState(), 'PATCH', `/api/admin/bookings/${visit.id}`, { status: 'completed' });
    const { invoice } = await sceneApi<{
      invoice: { id: string; invoiceNumber: string; totalPence: number; collection?: { state: string } };
    }>(adminState(), 'POST', '/api/admin/invoices', { userId: client.id, bookingIds: [visit.id] });
    expect(invoice.collection?.state).toBe('scheduled');
    await page.goto('/dashboard/invoices');
    // Taken by the schedule (every few seconds on the e2e stack; every five minutes in AWS), confirmed by
    // GoCardless's webhook: the client finds it paid without doing anything.
    await expect(async () => {
      await page.reload();
      await expect(invoiceRow(page, invoice.invoiceNumber)).toContainText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const mails = (await sentMail()).filter((mail) => mail.destination.to.includes(client.email));
    expect(
      mails.some((mail) =>
        mail.subject.startsWith(`${formatPence(invoice.totalPence)} will be taken by Direct Debit`),
      ),
    ).toBe(true);
  });

  test('a late cancellation’s 50% fee is taken from the Direct Debit, exactly as the terms set it', async () => {
    const visit = await visitInsideNotice(client);
    const fee = Math.round((visit.estimate?.totalPence ?? 0) / 2);
    await page.goto('/dashboard/bookings');
    const item = page.getByRole('listitem').filter({ hasText: visit.serviceTime });
    await item.getByRole('button', { name: /^Cancel Visit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Visit' });
    await expect(dialog).toContainText(
      `50% of the ${formatPence(visit.estimate?.totalPence ?? 0)} estimate is payable: ${formatPence(fee)}`,
    );
    await dialog.getByRole('button', { name: `Cancel and Pay ${formatPence(fee)}` }).click();
    await expect(page.getByText(/Visit cancelled/)).toBeVisible();

    await page.goto('/dashboard/invoices');
    await expect(async () => {
      await page.reload();
      const invoices = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
      await expect(invoices.filter({ hasText: formatPence(fee) }).filter({ hasText: 'Paid' })).toHaveCount(
        1,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 45_000 });
  });

  test('the office refunds part of the card payment, and the client gets the credit note', async () => {
    await office.goto(`/dashboard/invoices?client=${client.id}&name=${encodeURIComponent(client.fullName)}`);
    const row = invoiceRow(office, cardInvoice.invoiceNumber);
    await row.locator('summary', { hasText: 'Payments' }).click();
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = office.getByRole('dialog', { name: `Refund: ${cardInvoice.invoiceNumber}` });
    await dialog.getByLabel('Amount (£)').fill('20.00');
    await dialog.getByLabel('Reason (on the credit note)').fill('The oven was not cleaned as agreed');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText('This refunds £20.00 to Visa ending 3155 and issues a credit note.');
    await screenshots(office, 'payments-refund-confirm');
    await dialog.getByRole('button', { name: 'Refund £20.00' }).click();
    await expect(office.getByText(/Refunded £20\.00; credit note CN-\d{4}-\d{6} issued/)).toBeVisible();
    await screenshots(office, 'payments-office');

    await page.goto('/dashboard/invoices');
    const mine = invoiceRow(page, cardInvoice.invoiceNumber);
    await mine.locator('summary', { hasText: 'Payments' }).click();
    await expect(mine).toContainText(/CN-\d{4}-\d{6}: £20\.00/);
    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: 'Credit note' }).click();
    expect((await download).suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
    await expect
      .poll(async () =>
        (await sentMail()).some(
          (mail) =>
            mail.destination.to.includes(client.email) &&
            /^Refund of £20\.00: credit note CN-/.test(mail.subject),
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});
