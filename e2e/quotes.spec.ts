import type { Page } from '@playwright/test';
import { formatPence, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import { newClient, type TestClient } from './clients';
import { axeFromTop, screens } from './page-helpers';
import { adminState, pageAs } from './scenes';
import { sentMail, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The quote journey on the built site: the office quotes an end-of-tenancy clean with a 25%
 * deposit and sends it; the client opens the mailed link, approves it with their name and the tick,
 * and pays the deposit on the payments stand-in's card page; the office books the approved quote in one
 * step, and the visit appears on the schedule board.
 */

/** £360 for the clean and £45 for the oven, VAT included; a quarter of it on approval. */
const TOTAL = 40_500;
const DEPOSIT = 10_125;

test.describe('quotes with online approval and a deposit', () => {
  test.describe.configure({ mode: 'serial' });
  let client: TestClient;
  let office: Page;
  let page: Page;
  let quoteNumber: string;
  const serviceDate = weekdayNear(addDays(todayInLondon(), 12));

  test.beforeAll(async ({ browser }) => {
    client = await newClient('quoted');
    office = await pageAs(browser, adminState());
    page = await pageAs(browser, client.storageState);
  });

  test('the office quotes an end-of-tenancy clean with a deposit and sends it', async () => {
    const problems = watchConsole(office);
    await office.goto('/dashboard/quotes');
    await expect(office.getByRole('heading', { name: 'Quotes', level: 2 })).toBeVisible();
    await office.getByRole('button', { name: 'New quote' }).click();
    const form = office.getByRole('form', { name: 'New quote' });
    await form.getByLabel('Client').selectOption({ label: `${client.fullName} (${client.email})` });
    await form.getByLabel(/^What the quote is for/).fill('End of tenancy clean');
    await form.getByLabel(/^Description/).fill('End of tenancy clean, three bedrooms');
    await form.getByLabel(/^Price/).fill('360');
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form
      .getByLabel(/^Description/)
      .nth(1)
      .fill('Oven clean');
    await form
      .getByLabel(/^Price/)
      .nth(1)
      .fill('45');
    await form.getByLabel(/^Deposit on approval/).fill('25');
    await form.getByLabel('Service').selectOption({ label: 'Deep Cleaning' });
    await form.getByLabel('Date').fill(serviceDate);
    await form.getByLabel('Start time').fill('10:00');
    await form.getByLabel('Hours').selectOption('6');
    await form.getByLabel('First line').fill('7 Darkes Lane');
    await form.getByLabel('Town').fill('Potters Bar');
    await form.getByLabel('Postcode').fill('EN6 2AB');
    await screens(office, 'quotes-office-form');
    await form.getByRole('button', { name: 'Save draft' }).click();

    const quote = office.getByRole('article').filter({ hasText: client.fullName }).first();
    await expect(quote).toContainText('Draft');
    await expect(quote).toContainText(formatPence(TOTAL));
    await expect(quote).toContainText(formatPence(DEPOSIT));
    quoteNumber = ((await quote.getAttribute('aria-label')) ?? '').replace('Quote ', '');
    expect(quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    await quote.getByRole('button', { name: 'Send to client' }).click();
    await expect(quote).toContainText('Sent');
    await axeFromTop(office);
    await screens(office, 'quotes-office-list');
    expect(problems).toEqual([]);
  });

  test('the client opens the mailed link, approves with their name, and pays the deposit by card', async () => {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await sentMail()).find(
          (one) =>
            one.destination.to.includes(client.email) && one.subject.startsWith(`Your quote ${quoteNumber}`),
        );
        link = mail?.body.text?.match(/https?:\/\/\S+\/dashboard\/quotes\?link=[^\s)\]]+/)?.[0];
        return link;
      })
      .toBeDefined();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    const quote = page.getByRole('article', { name: `Quote ${quoteNumber}` });
    await expect(quote).toContainText('Viewed');
    await expect(page).not.toHaveURL(/link=/);
    await axeFromTop(page);
    await screens(page, 'quotes-client-open');

    const approval = quote.getByRole('form', { name: 'Approve this quote' });
    await approval.getByLabel(/^Your full name/).fill(client.fullName);
    await approval.getByRole('checkbox').check();
    await approval.getByRole('button', { name: 'Approve quote' }).click();
    await expect(quote).toContainText('Approved');
    await expect(quote).toContainText(`Approved by ${client.fullName}`);
    await screens(page, 'quotes-client-approved');

    await quote.getByRole('link', { name: `Pay the ${formatPence(DEPOSIT)} deposit by card` }).click();
    await page.waitForURL(/\/dashboard\/invoices\?pay=/);
    await page.getByRole('button', { name: `Pay ${formatPence(DEPOSIT)} by card` }).click();
    await page.waitForURL(/\/c\/pay\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill(client.fullName);
    await page.getByRole('button', { name: `Pay ${formatPence(DEPOSIT)}` }).click();
    await page.waitForURL(/\/dashboard\/invoices/);
    await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  });

  test('the office books the approved quote in one step, and the visit is on the schedule board', async () => {
    await office.goto('/dashboard/quotes');
    const quote = office.getByRole('article', { name: `Quote ${quoteNumber}` });
    await expect(quote).toContainText('Approved');
    await quote.getByRole('button', { name: 'Book the visits' }).click();
    await expect(quote).toContainText('Booked: one visit');

    await office.goto('/dashboard/schedule');
    await office.getByLabel('Showing').fill(serviceDate);
    await expect(
      office.getByRole('button', { name: new RegExp(`^10:00–16:00 Deep Cleaning, ${client.fullName}`) }),
    ).toBeVisible();
    await screens(office, 'quotes-schedule-board');
  });
});
