import { expect, type Page, test } from '@playwright/test';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import { E2E } from './ports';
import { animationsDone, expectNoAxeViolations, fillAddress, logInThroughAuthPage } from './support';

/**
 * Issue 16's journey: the office confirms a client's booking, and the client's confirmation, with its
 * calendar file, reaches the mail viewer (SES local's own page), as it would reach their inbox; the
 * office sees on the booking which notices went.
 */
const DEMO_PASSWORD = 'demo-password-2026';
const CLIENT = 'client@example.com';
const ADMIN = 'admin@example.com';
const STAFF = 'Dorota Nowak';

/** A weekday five to ten weeks ahead, picked per run so that runs on one stack ask for different slots. */
const freeWeekday = () => weekdayNear(addDays(todayInLondon(), 35 + Math.floor(Math.random() * 35)));

/** One mail in the viewer, by its subject and recipient. */
const mailInViewer = (viewer: Page, subject: string, to: string) =>
  viewer
    .locator('.email')
    .filter({ hasText: subject })
    .filter({ hasText: `To: ${to}` });

test('the office confirms a booking; the client is mailed the confirmation with its calendar file', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const serviceDate = freeWeekday();
  const client = await (await browser.newContext()).newPage();
  await logInThroughAuthPage(client, CLIENT, DEMO_PASSWORD);
  await client.getByRole('button', { name: 'Book Now' }).click();
  const dialog = client.getByRole('dialog', { name: 'Book a Service' });
  await dialog.getByLabel(/^service type/i).selectOption({ label: 'Housekeeping' });
  await dialog.getByLabel(/^date/i).fill(serviceDate);
  await dialog.getByLabel(/^time/i).selectOption('13:00');
  await fillAddress(dialog);
  await dialog.getByRole('button', { name: 'Book Service' }).click();
  await expect(dialog).toBeHidden();

  // The office finds it (its day, the client) and confirms it with a staff name.
  const admin = await (await browser.newContext()).newPage();
  await logInThroughAuthPage(admin, ADMIN, DEMO_PASSWORD);
  await admin.goto(
    `/dashboard/bookings?from=${serviceDate}&to=${serviceDate}&q=${encodeURIComponent(CLIENT)}`,
  );
  const booking = admin
    .getByRole('list', { name: 'All Bookings' })
    // The list's own items: a booking's notices are list items inside it.
    .locator(':scope > li')
    .filter({ hasText: 'Housekeeping' })
    .filter({ hasText: '13:00' });
  await expect(booking).toHaveCount(1);
  await booking.getByLabel(/staff name/i).fill(STAFF);
  await booking.getByRole('button', { name: /^Confirm/ }).click();
  await expect(booking).toContainText('confirmed');

  // The mail viewer, as the client's inbox: the confirmation, naming who is coming, with visit.ics.
  const subject = `Confirmed: your visit on`;
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(E2E.mail);
  const mail = mailInViewer(viewer, subject, CLIENT).filter({ hasText: formatDate(serviceDate) });
  await expect(async () => {
    await viewer.reload();
    await expect(mail).toHaveCount(1);
  }).toPass({ timeout: 60_000 });
  await expect(mail).toContainText('Attachments: visit.ics');
  await mail.getByRole('button', { name: 'Toggle text view' }).click();
  await expect(mail.locator('.email-text')).toContainText(STAFF);
  await expect(mail.locator('.email-text')).toContainText(formatDate(serviceDate));
  // The calendar file itself, as a calendar app would read it.
  const calendar = await mail
    .getByRole('link', { name: 'visit.ics' })
    .evaluate(async (link) => (await fetch((link as unknown as { href: string }).href)).text());
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toMatch(/UID:[^\r\n]+@/);
  expect(calendar).toContain('STATUS:CONFIRMED');
  for (const width of [390, 1280]) {
    await viewer.setViewportSize({ width, height: 900 });
    await mail.screenshot({ path: `test-results/screens/mail-viewer-confirmation-${width}.png` });
  }

  // The office sees on the booking which notices went: the request, its own alert, the confirmation.
  await booking.locator('summary', { hasText: 'Notices' }).click();
  const notices = booking.getByRole('list', { name: 'Notices' });
  // Opened after the mail arrived, so the list is read after it was marked sent.
  await expect(notices.getByRole('listitem').filter({ hasText: 'Booking confirmed' })).toContainText('Sent');
  await expect(notices).toContainText('Booking received');
  await expect(notices).toContainText('New booking (office)');
  // From the top: scrolled down, the sticky site header covers the filters, which axe counts as targets
  // too small to use.
  await admin.evaluate('window.scrollTo(0, 0)');
  await animationsDone(admin);
  await expectNoAxeViolations(admin);
});
