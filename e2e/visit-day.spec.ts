import type { Page } from '@playwright/test';
import { todayInLondon } from '../shared/dates';
import { addDays, londonParts, minutesOf, timeOf, weekdayNear } from '../shared/london-time';
import { newClient, signedInState, type TestClient, uniqueName } from './clients';
import { screens } from './page-helpers';
import { E2E } from './ports';
import { adminState, pageAs, sceneApi } from './scenes';
import { expectNoAxeViolations, mailedCode, sentMail, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The journey for the member of the team, on a 390 px phone: they open their day, tap "On My Way"
 * (the parent's notice arrives), check in sharing their location, tick the checklist, and check out with
 * a handover; the parent reads the handover and the times in their portal; the office finds the visit
 * completed with its actual times and the key back in the safe. The office's scenes (a member, a key, a
 * visit moved to today with a reason) are set through its API: this journey is the member's.
 */

/** One call to the API as the office's session (a scene the member's journey does not test). */
const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  sceneApi<T>(adminState(), method, path, body);

/** A postcode district of this run's own, so no other spec's visit is given to this member: `ZT42`. */
const district = `ZT${10 + Math.floor(Math.random() * 90)}`;
const PHONE = { width: 390, height: 844 };

interface Visit {
  id: string;
  status: string;
  staffId?: string;
  serviceDate: string;
  serviceTime: string;
  visit?: { onMyWayAt?: string; actualStart?: string; actualEnd?: string };
}

/**
 * The first booking slot after now in London, on today's date: the visit can be acted on at once (on
 * my way and check-in open hours before the start). None in the day's last half hour.
 */
const startToday = (): string | undefined => {
  const now = londonParts(new Date());
  const start = Math.ceil((minutesOf(now.time) + 2) / 30) * 30;
  return start < 24 * 60 ? timeOf(start) : undefined;
};

/** The member's phone: a small touch screen that was allowed to share where it is. */
const PHONE_CONTEXT = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  // The member shares their place: the browser answers as a phone that was allowed to.
  permissions: ['geolocation'],
  geolocation: { latitude: 51.6978, longitude: -0.1806, accuracy: 20 },
};

/** The member's screens at the small phone's width too, where a carer's day is read. */
const shoot = (page: Page, name: string) => screens(page, `visit-day-${name}`, [360, 390, 1280]);

/** Mail to `email` (this run's own address) whose subject matches. */
const mailTo = async (email: string, subject: RegExp) =>
  (await sentMail()).filter((mail) => mail.destination.to.includes(email) && subject.test(mail.subject));

test.describe("the member's day of a visit", () => {
  test.describe.configure({ mode: 'serial' });

  const start = startToday();
  const member = { name: uniqueName('Nadia'), email: '', id: '' };
  member.email = `${member.name.replace(' ', '.').toLowerCase()}@example.com`;
  const password = `staff-passphrase-${crypto.randomUUID().slice(0, 8)}`;
  let family: TestClient;
  let booking: Visit;
  let key: { id: string; tag: string; version: number };
  let staff: Page;
  let parent: Page;
  const errors: string[][] = [];

  test.beforeAll(async ({ browser }) => {
    test.skip(!start, "no booking slot is left on today's date in its last half hour");
    // The member: a nanny in this run's district, every day, with a DBS and first aid, and an account of
    // their own opened from the office's invitation as the mail's code opens it.
    const created = await api<{ id: string }>('POST', '/api/admin/staff', {
      name: member.name,
      email: member.email,
      phone: '07700 900557',
      services: ['nanny'],
      districts: [district],
      pattern: Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7].map((day) => [day, { start: '07:00', end: '22:00' }]),
      ),
      credentials: {
        dbs: { certificateNumber: '001122334488', issuedOn: '2026-03-01', updateService: true },
        paediatricFirstAid: { expiresOn: '2029-01-31' },
        referencesReceived: 2,
      },
    });
    member.id = created.id;
    await api('POST', `/api/admin/staff/${member.id}/invite`);
    const joined = await fetch(`${E2E.site}/api/accounts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, code: await mailedCode(member.email), password }),
    });
    expect(joined.status).toBe(201);

    // The family: Lily, with a peanut allergy, and a nanny visit in the district, booked for later in
    // the week; the office moves it to today (an emergency, with its reason) and gives it to the member.
    // (A client may name only someone who has come before, and she never has.)
    family = await newClient('visitday', { fullName: uniqueName('Olivia') });
    await sceneApi(family.storageState, 'POST', '/api/me/children', {
      firstName: 'Lily',
      dateOfBirth: addDays(todayInLondon(), -(4 * 365 + 40)),
      allergies: 'Peanuts: her EpiPen is in the kitchen drawer',
      medicalNotes: 'Mild asthma: blue inhaler in her bag',
      dietaryNeeds: 'Vegetarian',
      emergencyContacts: [{ name: 'Tom Green', relationship: 'Father', phone: '07700 900458' }],
      consents: { outings: true, photos: false, sunCream: true },
    });
    const booked = await sceneApi<Visit>(family.storageState, 'POST', '/api/bookings', {
      serviceType: 'nanny',
      serviceDate: weekdayNear(addDays(todayInLondon(), 3)),
      serviceTime: '10:00',
      durationHours: 2,
      address: { line1: '12 Mutton Lane', town: 'Potters Bar', postcode: `${district} 1AA` },
      accessNotes: 'Ring twice; the side gate sticks',
      specialInstructions: 'Lily naps after lunch for an hour',
    });
    key = await api('POST', '/api/admin/keys', { clientId: family.id, kind: 'key', label: 'Front door' });
    await api('PATCH', `/api/admin/bookings/${booked.id}/details`, {
      serviceDate: todayInLondon(),
      serviceTime: start,
      keyId: key.id,
      overrideReason: 'Emergency cover booked today (e2e journey)',
    });
    booking = await api<Visit>('PUT', `/api/admin/bookings/${booked.id}/staff`, {
      staffId: member.id,
      overrideReason: 'Emergency cover booked today (e2e journey)',
    });
    if (booking.status === 'pending')
      booking = await api<Visit>('PATCH', `/api/admin/bookings/${booked.id}`, { status: 'confirmed' });
    expect(booking).toMatchObject({ status: 'confirmed', staffId: member.id, serviceTime: start });

    staff = await pageAs(browser, await signedInState(member.email, password), PHONE_CONTEXT);
    parent = await pageAs(browser, family.storageState);
    errors.push(watchConsole(staff), watchConsole(parent));
  });

  test('she opens today on her phone, and the visit with everything she needs to get there and in', async () => {
    await staff.goto('/dashboard/work');
    const today = staff.getByRole('list', { name: 'Today' });
    const card = today.getByRole('link', { name: /Nanny · Olivia/ });
    await expect(card).toContainText(`${start}–`);
    await expect(card).toContainText(`Potters Bar, ${district} 1AA`);
    await expect(card).toContainText('Not started');
    await expectNoAxeViolations(staff);
    await shoot(staff, 'list');

    await card.click();
    await expect(staff).toHaveURL(new RegExp(`/dashboard/work\\?visit=${booking.id}$`));
    const heading = staff.getByRole('heading', { level: 2, name: /^Nanny for Olivia/ });
    await expect(heading).toBeFocused();
    await expect(staff.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`12 Mutton Lane, Potters Bar, ${district} 1AA`)}`,
    );
    await expect(staff.getByText('Ring twice; the side gate sticks')).toBeVisible();
    await expect(staff.getByText('Lily naps after lunch for an hour')).toBeVisible();
    await expect(staff.getByText(`Collect key ${key.tag} (Front door) from the office safe`)).toBeVisible();
    const children = staff.getByRole('region', { name: 'The children' });
    await expect(children.getByRole('heading', { name: 'Lily, 4 years' })).toBeVisible();
    await expect(children.getByText('Peanuts: her EpiPen is in the kitchen drawer')).toBeVisible();
    await expect(children.getByRole('link', { name: /Tom Green \(Father\)/ })).toHaveAttribute(
      'href',
      'tel:07700900458',
    );
    await expectNoAxeViolations(staff);
    await shoot(staff, 'visit');

    // The office changes the access notes while her page is open: it shows them without a reload.
    await api('PATCH', `/api/admin/bookings/${booking.id}/details`, {
      accessNotes: 'Ring twice; the side gate sticks. Dog in the garden',
    });
    await expect(staff.getByText('Ring twice; the side gate sticks. Dog in the garden')).toBeVisible();

    // The phone's Back closes it, and her place in the list is where she left it.
    await staff.goBack();
    await expect(card).toBeFocused();
    await card.click();
    await expect(heading).toBeFocused();
  });

  test('she taps On My Way, and the parent is told', async () => {
    await staff.getByRole('button', { name: 'On My Way' }).click();
    await expect(staff.getByText(/^You told the client you were on your way at \d\d:\d\d\.$/)).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Check In' })).toBeFocused();
    await expect.poll(async () => (await mailTo(family.email, /way/i)).length).toBe(1);
  });

  test('she collects the key, checks in sharing her location, and ticks the checklist', async () => {
    // The office hands her the key; her page says she has it.
    await api('POST', `/api/admin/keys/${key.id}/move`, {
      to: { type: 'staff', staffId: member.id },
      version: key.version,
    });
    await staff.reload();
    await expect(staff.getByText(`You have key ${key.tag} (Front door)`)).toBeVisible();

    await staff.getByRole('checkbox', { name: 'Share my location at check-in and check-out' }).check();
    await staff.getByRole('button', { name: 'Check In' }).click();
    await expect(staff.getByText(/^Checked in at \d\d:\d\d\.$/)).toBeVisible();
    await expect(staff.getByRole('heading', { name: 'Checklist' })).toBeFocused();
    const items = staff.getByRole('list', { name: 'Checklist' }).getByRole('checkbox');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await items.nth(index).check();
    await expect(staff.getByText(`${count} of ${count} done`)).toBeVisible();
    const first =
      (await staff.getByRole('list', { name: 'Checklist' }).locator('label').first().textContent()) ?? '';
    await staff.getByRole('button', { name: `Add a note: ${first}` }).click();
    await staff.getByRole('textbox', { name: `Note on ${first}` }).fill('Lily chose pasta, all eaten');
    await staff.getByRole('button', { name: 'Save Note' }).click();
    await expect(staff.getByText('Lily chose pasta, all eaten')).toBeVisible();
    await expectNoAxeViolations(staff);
    await shoot(staff, 'checked-in');
  });

  test('she checks out with a handover for the parents, after confirming', async () => {
    await staff.getByRole('textbox', { name: 'Meals and drinks' }).fill('Pasta and peas at 12, water');
    await staff.getByRole('textbox', { name: 'Mood' }).fill('Happy, lots of drawing');
    // Minutes after check-in: well short of the booked time, so the form asks why.
    await staff.getByRole('button', { name: 'Check Out' }).click();
    const reason = staff.getByRole('textbox', { name: 'Why are you leaving now?' });
    await expect(reason).toHaveAccessibleDescription(/Please say why you are leaving now/);
    await reason.fill('The parents came home early');
    await staff.getByRole('button', { name: 'Check Out' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Check out and send the handover?' });
    await expectNoAxeViolations(staff);
    await confirm.getByRole('button', { name: 'Check Out' }).click();
    // The button is gone: focus moves to what happened.
    await expect(
      staff.getByRole('paragraph').filter({ hasText: /^Checked out at \d\d:\d\d\. The visit is done/ }),
    ).toBeFocused();
    await expect(staff.getByText('Done', { exact: true })).toBeVisible();
    await expectNoAxeViolations(staff);
    await shoot(staff, 'checked-out');
    // The parent's handover mail.
    await expect
      .poll(async () => (await mailTo(family.email, /handover|left|home/i)).length)
      .toBeGreaterThan(0);
  });

  test('the parent reads the handover and the times; the office finds it completed and the key back', async () => {
    await parent.goto('/dashboard/bookings');
    const report = parent.getByRole('region', { name: 'How the visit went' });
    await expect(report).toContainText(/Arrived \d\d:\d\d/);
    await expect(report).toContainText(/Left \d\d:\d\d/);
    await expect(report).toContainText('Pasta and peas at 12, water');
    await expect(report).toContainText('Happy, lots of drawing');

    // The office's side through its API (its screens are the lead's part of this issue).
    await api('POST', `/api/admin/keys/${key.id}/move`, { to: { type: 'office' }, version: key.version + 1 });
    const { items } = await api<{ items: Visit[] }>(
      'GET',
      `/api/admin/bookings?clientId=${family.id}&view=past`,
    ).catch(() => ({ items: [] as Visit[] }));
    const upcoming = await api<{ items: Visit[] }>('GET', `/api/admin/bookings?clientId=${family.id}`);
    const done = [...items, ...upcoming.items].find((each) => each.id === booking.id);
    expect(done?.status).toBe('completed');
    expect(done?.visit?.actualStart).toBeTruthy();
    expect(done?.visit?.actualEnd).toBeTruthy();
    expect(done?.serviceTime).toBe(start);
    const back = await api<{ holder: { type: string } }>('GET', `/api/admin/keys/${key.id}`);
    expect(back.holder).toEqual({ type: 'office' });
    for (const logged of errors) expect(logged).toEqual([]);
  });
});
