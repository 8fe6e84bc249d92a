import type { Page } from '@playwright/test';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import { newClient } from './clients';
import { screens } from './page-helpers';
import { E2E } from './ports';
import {
  ADMIN_STATE,
  animationsDone,
  expectNoAxeViolations,
  fillAddress,
  giveVisit,
  withCookieChoice,
} from './support';
import { expect, test } from './test';

/**
 * Issue 16's journey: the office confirms a client's booking, and the client's confirmation, with its
 * calendar file, reaches the mail viewer (SES local's own page), as it would reach their inbox; the
 * office sees on the booking which notices went.
 */
/** A weekday a week or more ahead: bookable whatever the day and hour (the client is this file's own). */
const nextWeekday = () => weekdayNear(addDays(todayInLondon(), 7));

/** One mail in the viewer, by its subject and recipient. */
const mailInViewer = (viewer: Page, subject: string, to: string) =>
  viewer
    .locator('.email')
    .filter({ hasText: subject })
    .filter({ hasText: `To: ${to}` });

/** One journey in two steps, each a test within the minute: they share the client and the office's page. */
test.describe('the office confirms a booking; the client is mailed the confirmation with its calendar file', () => {
  test.describe.configure({ mode: 'serial' });

  const serviceDate = nextWeekday();
  /** Who the office gives the visit to: the best match of the demo team. */
  let staff: string;
  let clientEmail: string;
  let client: Page;
  let admin: Page;
  /** The list's own items: a booking's notices are list items inside it. */
  const booking = () =>
    admin
      .getByRole('list', { name: 'All Bookings' })
      .locator(':scope > li')
      .filter({ hasText: 'Housekeeping' })
      .filter({ hasText: '13:00' });

  test.beforeAll(async ({ browser }) => {
    const made = await newClient('notices');
    clientEmail = made.email;
    client = await (await browser.newContext({ storageState: made.storageState })).newPage();
    admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
    // The banner is not the subject here: a choice made up front keeps it off the office's list.
    await withCookieChoice(admin);
  });

  test('the client books a visit and the office gives it to the best match and confirms it', async () => {
    await client.goto('/dashboard');
    await client.getByRole('button', { name: 'Book Now' }).click();
    const dialog = client.getByRole('dialog', { name: 'Book a Service' });
    await dialog.getByLabel(/^service type/i).selectOption({ label: 'Housekeeping' });
    await fillAddress(dialog);
    await dialog.getByLabel(/^date/i).fill(serviceDate);
    await dialog.getByLabel(/^time/i).selectOption('13:00');
    await dialog.getByRole('button', { name: 'Book Service' }).click();
    await expect(dialog).toBeHidden();

    // The office finds it (its day, the client), gives it to whoever is free and confirms it.
    await admin.goto(
      `/dashboard/bookings?from=${serviceDate}&to=${serviceDate}&q=${encodeURIComponent(clientEmail)}`,
    );
    await expect(booking()).toHaveCount(1);
    staff = await giveVisit(admin, booking());
    await booking()
      .getByRole('button', { name: /^Confirm/ })
      .click();
    await expect(booking()).toContainText('confirmed');
  });

  test("the confirmation reaches the client's inbox with its calendar file, and the office sees which notices went", async ({
    browser,
  }) => {
    // The mail viewer, as the client's inbox: the confirmation, naming who is coming, with visit.ics.
    const subject = `Confirmed: your visit on`;
    const viewer = await (await browser.newContext()).newPage();
    await viewer.goto(E2E.mail);
    const mail = mailInViewer(viewer, subject, clientEmail).filter({ hasText: formatDate(serviceDate) });
    await expect(async () => {
      await viewer.reload();
      await expect(mail).toHaveCount(1);
    }).toPass({ timeout: 15_000 });
    await expect(mail).toContainText('Attachments: visit.ics');
    await mail.getByRole('button', { name: 'Toggle text view' }).click();
    await expect(mail.locator('.email-text')).toContainText(staff);
    await expect(mail.locator('.email-text')).toContainText(formatDate(serviceDate));
    // The calendar file itself, as a calendar app would read it.
    const calendar = await mail
      .getByRole('link', { name: 'visit.ics' })
      .evaluate(async (link) => (await fetch((link as unknown as { href: string }).href)).text());
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toMatch(/UID:[^\r\n]+@/);
    expect(calendar).toContain('STATUS:CONFIRMED');
    await screens(mail, 'mail-viewer-confirmation');

    // The office sees on the booking which notices went: the request, its own alert, the confirmation.
    await booking().locator('summary', { hasText: 'Notices' }).click();
    const notices = booking().getByRole('list', { name: 'Notices' });
    // Opened after the mail arrived, so the list is read after it was marked sent.
    await expect(notices.getByRole('listitem').filter({ hasText: 'Booking confirmed' })).toContainText(
      'Sent',
    );
    await expect(notices).toContainText('Booking received');
    await expect(notices).toContainText('New booking (office)');
    // From the top: scrolled down, the sticky site header covers the filters, which axe counts as targets
    // too small to use.
    await admin.evaluate('window.scrollTo(0, 0)');
    await animationsDone(admin);
    await expectNoAxeViolations(admin);
  });
});
