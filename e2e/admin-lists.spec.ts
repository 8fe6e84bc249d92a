import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import type { CreatedInvoice } from '../shared/schemas/invoice';
import { accessTokenOf, newClient, type StorageState, uniqueName } from './clients';
import { escapeRegExp } from './page-helpers';
import { ADMIN_STATE, expectNoAxeViolations } from './support';
import { expect, test } from './test';

/** Sets the scene through the API as the user whose session `state` is. */
const call = async (
  page: Page,
  state: StorageState,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) => {
  const response = await page.request.fetch(path, {
    method,
    ...(data ? { data } : {}),
    headers: { authorization: `Bearer ${await accessTokenOf(state)}`, 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
};

test('the office filters bookings, exports them as CSV, and opens a client’s page from the users list', async ({
  browser,
}) => {
  // A client of this file's own, with a name to search by, and two visits of theirs on weekdays ahead.
  const surname = uniqueName('Casey').split(' ')[1] ?? '';
  const client = await newClient('lists', { fullName: `Casey ${surname}` });
  const [CLIENT, CLIENT_NAME] = [client.email, client.fullName];
  const ironingDay = weekdayNear(addDays(todayInLondon(), 160));
  const cleaningDay = weekdayNear(addDays(ironingDay, 1));
  const clientPage = await (await browser.newContext({ storageState: client.storageState })).newPage();
  const visit = (serviceType: string, serviceDate: string) => ({
    serviceType,
    serviceDate,
    serviceTime: '10:00',
    durationHours: 2,
    address: { line1: '1 Test Street', town: 'Potters Bar', postcode: 'EN6 1AA' },
  });
  await call(clientPage, client.storageState, 'POST', '/api/bookings', visit('ironing', ironingDay));
  await call(
    clientPage,
    client.storageState,
    'POST',
    '/api/bookings',
    visit('domestic_cleaning', cleaningDay),
  );

  const adminState = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as StorageState;
  const admin = await (
    await browser.newContext({ acceptDownloads: true, storageState: adminState })
  ).newPage();
  const { invoice } = (await call(admin, adminState, 'POST', '/api/admin/invoices', {
    userId: ((await call(clientPage, client.storageState, 'GET', '/api/me')) as { id: string }).id,
    lines: [{ description: 'Oven clean', quantity: 1, unitPence: 4500 }],
  })) as CreatedInvoice;

  // Bookings: the client's ironing on that day only.
  await admin.goto('/dashboard/bookings');
  const filters = admin.getByRole('group', { name: 'Filter bookings' });
  const from = addDays(todayInLondon(), 150);
  const to = addDays(cleaningDay, 5);
  await filters.getByLabel('Order', { exact: true }).selectOption('desc');
  await filters.getByLabel('Service', { exact: true }).selectOption('ironing');
  await filters.getByLabel('From', { exact: true }).fill(from);
  await filters.getByLabel('To', { exact: true }).fill(to);
  await filters.getByLabel('Client name or email').fill(surname.toLowerCase());
  const list = admin.getByRole('list', { name: 'All Bookings' });
  await expect(list.getByRole('listitem').filter({ hasText: formatDate(ironingDay) })).toHaveCount(1);
  await expect(list.getByText(formatDate(cleaningDay))).toHaveCount(0);
  await expectNoAxeViolations(admin);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  expect(header).toBe(
    'Date,Time,Hours,Service,Status,Client,Email,Postcode,Staff,Started,Ended,Estimate (£),Series,Booking id',
  );
  // Exactly what the screen shows: the filtered rows, no others.
  await expect(list.locator(':scope > li')).toHaveCount(rows.length);
  for (const row of rows) {
    expect(row).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},\\d+,Ironing,\\w+,${escapeRegExp(CLIENT_NAME)},${escapeRegExp(CLIENT)},`,
      ),
    );
    const date = row.slice(0, 10);
    expect(date >= from && date <= to, row).toBe(true);
  }
  expect(rows.some((row) => row.startsWith(`${ironingDay},10:00,2,Ironing,pending,${CLIENT_NAME}`))).toBe(
    true,
  );
  await expect(admin.getByText(`Exported ${rows.length} row`)).toBeVisible();

  // Users: search, open the client's page, see their visits and invoices.
  await admin.getByRole('link', { name: 'Users' }).click();
  await admin
    .getByRole('group', { name: 'Filter users' })
    .getByLabel('Name or email')
    .fill(surname.toUpperCase());
  await admin.getByRole('link', { name: CLIENT_NAME }).click();
  await expect(admin).toHaveURL(/\/dashboard\/users\/[A-Za-z0-9-]+$/);
  await expect(admin.getByRole('heading', { level: 2, name: CLIENT_NAME })).toBeVisible();
  const visits = admin.getByRole('list', { name: 'Visits' });
  await expect(visits.getByText(`${formatDate(ironingDay)} 10:00 · Ironing`)).toBeVisible();
  await expect(visits.getByText(`${formatDate(cleaningDay)} 10:00 · Domestic Cleaning`)).toBeVisible();
  const invoices = admin.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByRole('listitem').filter({ hasText: invoice.invoiceNumber })).toContainText(
    '£45.00',
  );
  await expect(admin.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // From there, their visits in the bookings screen, narrowed to them.
  await admin.getByRole('link', { name: 'Open in Bookings' }).click();
  await expect(admin.getByText(`Showing one client: ${CLIENT_NAME}`)).toBeVisible();
  await expect(
    admin
      .getByRole('list', { name: 'All Bookings' })
      .getByRole('listitem')
      .filter({ hasText: formatDate(cleaningDay) }),
  ).toHaveCount(1);
});
