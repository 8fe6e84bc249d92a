import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import { newClient } from './clients';
import { E2E } from './ports';
import { pageAs, sceneApi } from './scenes';
import { ADMIN_STATE, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The live updates on the built site, over the local stand-in of the WebSocket API: two
 * browsers open at once, and what one does shows in the other without a reload.
 */

test.describe('live updates', () => {
  test("the office confirms a visit and the client's open portal shows it confirmed, without a reload", async ({
    browser,
  }) => {
    const family = await newClient('live');
    // One visit waiting for the office, booked as the client books it.
    const serviceDate = weekdayNear(addDays(todayInLondon(), 7));
    await sceneApi(family.storageState, 'POST', '/api/bookings', {
      serviceType: 'domestic_cleaning',
      serviceDate,
      serviceTime: '10:00',
      durationHours: 2,
      address: { line1: '4 Live Lane', town: 'Potters Bar', postcode: 'EN6 2AB' },
    });
    const client = await pageAs(browser, family.storageState);
    const office = await pageAs(browser, ADMIN_STATE);
    const errors = [watchConsole(client), watchConsole(office)];

    await client.goto('/dashboard/bookings');
    const day = formatDate(serviceDate);
    // The visit waiting for the office (its card, and the list item inside it that names it).
    const visit = client
      .getByRole('region', { name: 'Your Bookings' })
      .getByRole('listitem')
      .filter({ hasText: 'Domestic Cleaning' })
      .filter({ hasText: day });
    await expect(visit.first()).toContainText('pending');
    // Anything the client page did from here on would be a reload or a refetch of its own: count them.
    let reloads = 0;
    client.on('framenavigated', (frame) => {
      if (frame === client.mainFrame()) reloads += 1;
    });

    await office.goto('/dashboard/bookings');
    await office
      .getByRole('group', { name: 'Filter bookings' })
      .getByLabel('Client name or email')
      .fill(family.email);
    const theirs = office
      .getByRole('list', { name: 'All Bookings' })
      .getByRole('listitem')
      .filter({ hasText: family.email })
      .filter({ hasText: 'Domestic Cleaning' })
      .filter({ hasText: day })
      .first();
    await expect(theirs).toContainText('pending');
    await theirs.getByRole('button', { name: /^Confirm/ }).click();
    await expect(office.getByText('Booking status updated')).toBeVisible();

    // The client's tab, untouched (no focus, no reload), hears of it: within 2 s, as the issue asks.
    await expect(visit.first()).toContainText('confirmed', { timeout: 2_000 });
    expect(reloads).toBe(0);
    expect(errors.flat()).toEqual([]);
  });

  test("a visitor's enquiry moves the count on the office's Enquiries tab as it arrives", async ({
    browser,
  }) => {
    const office = await pageAs(browser, ADMIN_STATE);
    await office.goto('/dashboard/bookings');
    const tab = office
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /^Enquiries/ });
    await expect(tab).toBeVisible();
    // The count as it stands (no count at all is none new), once the office's counts have loaded.
    await expect(office.getByText('Total Users')).toBeVisible();
    const countOf = async () => Number(/(\d+) new/.exec((await tab.textContent()) ?? '')?.[1] ?? 0);
    const before = await countOf();

    const response = await fetch(`${E2E.site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        type: 'general',
        name: 'Live Visitor',
        email: `live-${crypto.randomUUID().slice(0, 8)}@example.org`,
        subject: 'Oven clean',
        message: 'Could someone clean our oven next week, please?',
      }),
    });
    expect(response.status).toBe(201);
    await expect.poll(countOf).toBeGreaterThan(before);
  });
});
