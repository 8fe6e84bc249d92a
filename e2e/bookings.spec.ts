import type { Locator, Page } from '@playwright/test';
import { business } from '../shared/business';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, londonParts } from '../shared/london-time';
import { newClient } from './clients';
import { screens } from './page-helpers';
import {
  ADMIN_STATE,
  animationsDone,
  expectNoAxeViolations,
  fillAddress,
  firstOfferedSlot,
  giveVisit,
  watchConsole,
} from './support';
import { expect, test } from './test';

const bookingsTab = async (page: Page) => {
  await page
    .getByRole('navigation', { name: /sections$/ })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
};

/**
 * A visit of a list by its date. The client's region holds two lists (coming up, past); the office's
 * list holds its visits as its own items, with each visit's notices as items inside them.
 */
const visitOn = (list: Locator, date: string) =>
  list.locator(':scope > li, :scope li:not(li li)').filter({ hasText: formatDate(date) });

/**
 * One journey in four steps, each a test of its own within the minute (they share the client, its
 * pages and what was booked, so they run in order and stop at the first that fails).
 */
test.describe('a client books a fortnightly series, moves one visit and cancels another at the fee; the office finds it, edits a visit and confirms the series', () => {
  test.describe.configure({ mode: 'serial' });

  let email: string;
  let client: Page;
  let admin: Page;
  let errors: string[];
  let first: { date: string; time: string };
  let second: string;
  let third: string;
  let moved: { date: string; time: string };
  let soonDate: string;
  const mine = () => client.getByRole('region', { name: 'Your Bookings' });
  const office = () => admin.getByRole('list', { name: 'All Bookings' });

  test.beforeAll(async ({ browser }) => {
    // A new client of this file's own, signed in, with nothing booked yet; the office signed in too.
    const made = await newClient('series');
    email = made.email;
    client = await (await browser.newContext({ storageState: made.storageState })).newPage();
    errors = watchConsole(client);
    admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  });

  test('the client books three fortnightly visits the form offers and moves the second', async () => {
    await client.goto('/dashboard');
    await expect(client.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
    await bookingsTab(client);

    // The form offers only what the rules allow: no Sunday start times, lengths from the minimum.
    await client.getByRole('button', { name: 'Book a Service' }).click();
    const form = client.getByRole('dialog', { name: 'Book a Service' });
    await form.getByLabel(/^service type/i).selectOption({ label: 'Babysitting' });
    await expect(form.getByLabel(/^duration/i).locator('option')).toHaveText([
      '3 hours',
      '4 hours',
      '6 hours',
      '8 hours',
    ]);
    await form.getByLabel(/^service type/i).selectOption({ label: 'Domestic Cleaning' });
    await form.getByLabel(/^duration/i).selectOption({ label: '2 hours' });
    await form.getByLabel(/^how often/i).selectOption({ label: 'Every two weeks' });
    // A postcode that is not a UK one is refused on its field, and no times are offered without one.
    await fillAddress(form, 'NOT A POSTCODE');
    await form.getByRole('button', { name: 'Book Service' }).click();
    await expect(form.getByText('Please enter a valid UK postcode, like EN6 1AA')).toBeVisible();
    await fillAddress(form);
    first = await firstOfferedSlot(form, todayInLondon());
    await form.getByLabel(/^number of visits/i).fill('3');
    second = addDays(first.date, 14);
    third = addDays(first.date, 28);
    const dates = [first.date, second, third];
    const estimate = form.getByRole('region', { name: 'Price estimate' });
    await expect(estimate).toContainText('£15.00 an hour × 2 hours');
    await expect(estimate).toContainText(`3 visits, ${formatDate(first.date)} to ${formatDate(third)}`);
    await animationsDone(client);
    await expectNoAxeViolations(client);
    await form.getByRole('button', { name: 'Book 3 Visits' }).click();
    await expect(client.getByText("3 visits booked! We'll confirm them soon.")).toBeVisible();
    for (const date of dates) {
      await expect(visitOn(mine(), date)).toContainText('Fortnightly visit');
      await expect(visitOn(mine(), date)).toContainText('pending');
    }

    // The second visit moves to another day the form offers; the office will confirm the new time.
    await visitOn(mine(), second).getByRole('button', { name: /^Move/ }).click();
    const move = client.getByRole('dialog', { name: 'Move' });
    await expect(move).toContainText('The office will confirm the new time.');
    moved = await firstOfferedSlot(move, addDays(second, 1));
    await move.getByRole('button', { name: 'Move Visit' }).click();
    await expect(client.getByText("Visit moved. We'll confirm the new time soon.")).toBeVisible();
    await expect(visitOn(mine(), moved.date)).toContainText(
      `Moved from ${formatDate(second)}, ${first.time}`,
    );
  });

  test('the office finds the series and moves its first visit to 30 hours from now, with a note', async () => {
    // The office searches for the client, filters to pending cleaning, and moves the first visit to 30
    // hours from now (an override, with its reason, when that is out of hours).
    await admin.goto('/dashboard/bookings');
    await bookingsTab(admin);
    await admin.getByLabel('Client name or email').fill(email);
    await admin.getByLabel('Status', { exact: true }).selectOption('pending');
    await admin.getByLabel('Service', { exact: true }).selectOption({ label: 'Domestic Cleaning' });
    await expect(office().getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(admin);

    // On a Friday night the first visit the form offered can be that very slot (Saturday 9am); then
    // half an hour later, so that this is a move and the client is told of it.
    let soon = new Date(Math.ceil((Date.now() + 30 * 3_600_000) / 1_800_000) * 1_800_000);
    const where = londonParts(soon);
    if (where.date === first.date && where.time === first.time) soon = new Date(soon.getTime() + 1_800_000);
    const { date, time: soonTime } = londonParts(soon);
    soonDate = date;
    await visitOn(office(), first.date).getByRole('button', { name: /^Edit/ }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Booking' });
    await edit.getByLabel(/^date/i).fill(soonDate);
    await edit.getByLabel(/^time/i).fill(soonTime);
    await edit.getByLabel(/^office notes/i).fill('Client asked for an earlier first visit.');
    await edit.getByLabel('Book outside the rules (emergency)').check();
    await edit.getByLabel('Reason for the override').fill('Client asked for an earlier first visit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Booking updated')).toBeVisible();
    await expect(visitOn(office(), soonDate)).toContainText(
      'Office notes: Client asked for an earlier first visit.',
    );
  });

  test('now inside 48 hours, the client skips that visit and is told the fee before agreeing to it', async () => {
    // Now inside 48 hours, the client skips that visit and is told the fee before agreeing to it.
    await client.reload();
    await bookingsTab(client);
    await expect(visitOn(mine(), soonDate)).not.toContainText('Office notes');
    await expect(visitOn(mine(), soonDate)).toContainText('to change this visit, call');
    await visitOn(mine(), soonDate)
      .getByRole('button', { name: /^Skip This Visit/ })
      .click();
    const skip = client.getByRole('dialog', { name: 'Skip This Visit' });
    await expect(skip).toContainText('under our terms 50% of the £30.00 estimate is payable: £15.00');
    await skip.getByRole('button', { name: 'Cancel and Pay £15.00' }).click();
    await expect(
      client.getByText('Visit cancelled. A fee of £15.00 will be added to your next invoice.'),
    ).toBeVisible();
    await expect(visitOn(mine(), soonDate)).toContainText(
      'Cancellation fee £15.00, added to your next invoice.',
    );
    await expect(visitOn(mine(), soonDate)).toContainText('cancelled');
  });

  test('the office confirms what is left of the series in one action and sees what each visit told whom', async () => {
    // The office confirms what is left of the series in one action.
    await admin.reload();
    await bookingsTab(admin);
    await admin.getByLabel('Client name or email').fill(email);
    await expect(office().getByRole('listitem')).toHaveCount(3);
    // The third visit goes to Maria, from the picker, by keyboard (the demo team works those hours).
    // First a look at the picker: who is free first, axe-clean, at both widths.
    await visitOn(office(), third)
      .getByRole('button', { name: /^Staff/ })
      .click();
    const picker = admin.getByRole('dialog', { name: 'Who Does This Visit' });
    await expect(picker.getByRole('group', { name: 'Free and qualified, best match first' })).toContainText(
      'Maria Lopez',
    );
    await expectNoAxeViolations(admin);
    await screens(picker, 'staff-picker');
    await picker.getByRole('button', { name: 'Keep As Is' }).click();
    await expect(picker).toBeHidden();
    await giveVisit(admin, visitOn(office(), third), 'Maria Lopez');
    await expect(visitOn(office(), third)).toContainText('Maria Lopez');
    await visitOn(office(), moved.date)
      .getByRole('button', { name: /^Confirm Whole Series/ })
      .click();
    await expect(admin.getByText('Series confirmed')).toBeVisible();
    await expect(visitOn(office(), moved.date)).toContainText('confirmed');
    await expect(visitOn(office(), third)).toContainText('confirmed');
    await expect(visitOn(office(), soonDate)).toContainText('cancelled');

    await client.reload();
    await bookingsTab(client);
    await expect(visitOn(mine(), third)).toContainText('Maria Lopez');

    // The office opens what the first visit told the client and the office: the series'
    // request and alert, the office's move and the client's cancellation, newest first.
    const visit = visitOn(office(), soonDate);
    await visit.locator('summary', { hasText: 'Notices' }).click();
    const notices = visit.getByRole('list', { name: 'Notices' });
    await expect(notices.getByRole('listitem')).toHaveCount(4);
    await expect(notices.getByRole('listitem').first()).toContainText('Booking cancelled');
    for (const label of ['Booking moved', 'Booking received', 'New booking (office)'])
      await expect(notices).toContainText(label);
    // Each went: the office's to the office inbox, the rest to the client.
    await expect(notices.getByRole('listitem').filter({ hasText: 'New booking (office)' })).toContainText(
      `To ${business.email}`,
    );
    for (const item of await notices.getByRole('listitem').all()) await expect(item).toContainText('Sent');
    await expectNoAxeViolations(admin);
    await screens(visit, 'booking-notices');
    expect(errors).toEqual([]);
  });
});
