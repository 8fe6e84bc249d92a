import type { Locator, Page } from '@playwright/test';
import { formatPence } from '../shared/dates';
import { newClient, type TestClient } from './clients';
import { axeFromTop, screens } from './page-helpers';
import { adminState, pageAs, sceneApi } from './scenes';
import { sentMail, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The journey on the built site, against the local stand-in for Stripe and GoCardless: a client
 * pays an invoice by card on the provider's page (with its 3D Secure step) and sees it paid, then sets
 * up a Direct Debit on GoCardless's page. What the money does next (collections on the due date, the
 * terms' fees taken by card or Direct Debit, refunds with credit notes) is proved against the same
 * stand-ins by tests/integration/payments.test.ts, and its screens by the web tests of the refund
 * dialog and the invoices' payments.
 */

test.describe('getting paid: card with 3D Secure, and Direct Debit set up', () => {
  test.describe.configure({ mode: 'serial' });

  let client: TestClient;
  let page: Page;
  let cardInvoice: { id: string; invoiceNumber: string; totalPence: number };
  const errors: string[][] = [];

  /** An invoice's item in a list of invoices, by its number. */
  const invoiceRow = (on: Page, invoiceNumber: string): Locator =>
    on.getByRole('listitem').filter({ hasText: invoiceNumber }).first();

  test.beforeAll(async ({ browser }) => {
    client = await newClient('payer');
    page = await pageAs(browser, client.storageState);
    errors.push(watchConsole(page));
    cardInvoice = (
      await sceneApi<{ invoice: typeof cardInvoice }>(adminState(), 'POST', '/api/admin/invoices', {
        userId: client.id,
        lines: [{ description: 'Deep clean of the kitchen', quantity: 1, unitPence: 9_000 }],
      })
    ).invoice;
  });

  test.afterAll(async () => {
    await page.context().close();
    for (const list of errors) expect(list).toEqual([]);
  });

  test('the client pays an invoice by card, through the 3D Secure step, and sees it paid', async () => {
    await page.goto('/dashboard/invoices');
    const pay = page.getByRole('button', { name: `Pay ${formatPence(9_000)} by card` });
    await expect(pay).toBeVisible();
    await screens(page, 'payments-invoices');
    await pay.click();
    // Stripe's page (the stand-in's), on its own origin: our pages never see the card.
    await page.waitForURL(/\/c\/pay\//);
    await expect(page.getByRole('button', { name: `Pay ${formatPence(9_000)}` })).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill(client.fullName);
    await screens(page, 'payments-card-page');
    await page.getByRole('button', { name: `Pay ${formatPence(9_000)}` }).click();
    await expect(page.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await page.waitForURL(/\/dashboard\/invoices/);
    await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
    await expect(page).not.toHaveURL(/payment=paid/);
    await expect(invoiceRow(page, cardInvoice.invoiceNumber)).toContainText('Paid');
    await expect(page.getByRole('button', { name: `Pay ${formatPence(9_000)} by card` })).toHaveCount(0);
    await axeFromTop(page);
    await screens(page, 'payments-paid');
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
    await screens(page, 'payments-direct-debit-page');
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

    await page.waitForURL(/\/dashboard\/invoices/);
    await expect(page.getByText(/Your Direct Debit is set up/)).toBeVisible();
    await expect(ways).toContainText('account ending 11');
    // The bank's word that the mandate is active comes to the server by webhook, days later in real
    // life and a moment later from the stand-in, possibly after the page stopped asking: wait for the
    // server to have it, then read the page again as the client would.
    await expect
      .poll(
        async () =>
          (
            await sceneApi<{ directDebit?: { status: string } }>(
              client.storageState,
              'GET',
              '/api/payment-methods',
            )
          ).directDebit?.status,
      )
      .toBe('active');
    await page.reload();
    await expect(ways).toContainText('Active');
    await expect(ways.getByLabel('Take each invoice by Direct Debit on its due date')).toBeChecked();
    await axeFromTop(page);
    await screens(page, 'payments-ways-to-pay');
  });
});
