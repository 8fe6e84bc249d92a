import type { Page } from '@playwright/test';
import { todayInLondon } from '../shared/dates';
import { newClient, type TestClient, uniqueName } from './clients';
import { screens } from './page-helpers';
import { adminState, pageAs, sceneApi } from './scenes';
import {
  ADMIN_STATE,
  expectNoAxeViolations,
  fillAddress,
  firstOfferedSlot,
  mailedCode,
  type SentMail,
  sentMail,
  watchConsole,
} from './support';
import { expect, test } from './test';

/**
 * The journey, end to end on the built site: the office adds and invites a member of the team,
 * who opens their own account from the invitation; the office gives them first aid; a client books a
 * nanny and is confirmed at once with that member's name; the member falls ill, the office covers the
 * visit from the board's suggestions, and the client is told who comes instead. She leaves the team:
 * her open page is signed out and her password no longer signs in.
 */

/** The office's API as the admin's session calls it (a scene the journey does not test). */
const asOffice = (method: string, path: string, body?: unknown) => sceneApi(adminState(), method, path, body);

/** A postcode district of this run's own (no demo or standby member covers it): `ZT42`. */
const district = `ZT${10 + Math.floor(Math.random() * 90)}`;

test.describe('the team behind every visit', () => {
  test.describe.configure({ mode: 'serial' });

  const aisha = { name: uniqueName('Aisha'), email: '' };
  aisha.email = `${aisha.name.replace(' ', '.').toLowerCase()}@example.com`;
  const password = `staff-passphrase-${crypto.randomUUID().slice(0, 8)}`;
  let byHandBefore: string[] = [];
  let office: Page;
  let staff: Page;
  let client: Page;
  let family: TestClient;
  let zoe: { name: string };
  let slot: { date: string; time: string };
  const errors: string[][] = [];

  test.beforeAll(async ({ browser }) => {
    office = await pageAs(browser, ADMIN_STATE);
    staff = await pageAs(browser);
    family = await newClient('family');
    client = await pageAs(browser, family.storageState);
    errors.push(watchConsole(office), watchConsole(staff), watchConsole(client));
    // Nanny visits are confirmed at once for this journey (no other spec books one); restored after.
    byHandBefore = ((await asOffice('GET', '/api/admin/settings/booking')) as { confirmByHand: string[] })
      .confirmByHand;
    await asOffice('PUT', '/api/admin/settings/booking', {
      confirmByHand: byHandBefore.filter((service) => service !== 'nanny'),
    });
  });
  test.afterAll(async () => {
    await asOffice('PUT', '/api/admin/settings/booking', { confirmByHand: byHandBefore });
  });

  const card = () =>
    office
      .getByRole('list', { name: 'Team' })
      .getByRole('listitem')
      .filter({ has: office.getByRole('heading', { name: aisha.name }) });

  test('the office adds a member and invites her to sign in', async () => {
    // The office adds Aisha: a nanny in this run's district, every day, with a DBS (first aid to come).
    await office.goto('/dashboard/team');
    await expect(office.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
    await office.getByRole('button', { name: 'Add a Member' }).click();
    const form = office.getByRole('dialog', { name: 'Add a member of the team' });
    await form.getByLabel(/^full name/i).fill(aisha.name);
    await form.getByLabel(/^email/i).fill(aisha.email);
    await form.getByLabel(/^phone/i).fill('07700 900555');
    await form.getByRole('checkbox', { name: 'Nanny' }).check();
    await form.getByLabel(/^postcode districts/i).fill(district);
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      await form.getByRole('checkbox', { name: day, exact: true }).check();
    await form.getByLabel(/^enhanced dbs certificate number/i).fill('001122334466');
    await form.getByLabel(/^dbs issued on/i).fill('2026-01-05');
    await form.getByLabel(/^references received/i).fill('2');
    await form.getByRole('button', { name: 'Add to Team' }).click();
    await expect(form).toBeHidden();

    // ...and invites her to sign in.
    await card()
      .getByRole('button', { name: /^Invite to Sign In/ })
      .click();
    await expect(office.getByText(`Invitation sent to ${aisha.email}.`)).toBeVisible();
    await expect(card()).toContainText('not signed in yet');
  });

  test('she opens her own account from the mail: its link, its code and a password of hers', async () => {
    // Aisha opens the invitation's link, enters its code and chooses a password: her own page.
    let invitation: SentMail | undefined;
    await expect
      .poll(async () => {
        invitation = (await sentMail()).find(
          (mail) => mail.destination.to.includes(aisha.email) && mail.subject.startsWith('Join the team'),
        );
        return invitation;
      })
      .toBeTruthy();
    const link = /\/auth\?mode=join&email=[^\s"<]+/.exec(invitation?.body.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await staff.goto(link);
    await expect(staff.getByRole('heading', { name: 'Join the team' })).toBeFocused();
    await staff.getByLabel(/^code from the email/i).fill(await mailedCode(aisha.email));
    await staff.getByLabel(/^choose a password/i).fill(password);
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: 'Open My Account' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/work$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Your work' })).toBeVisible();
    await expect(staff.getByRole('heading', { level: 2, name: 'My details' })).toBeVisible();
    await expect(staff.getByText('Nanny', { exact: true })).toBeVisible();
    await expect(staff.getByText('First aid until')).toHaveCount(0);
    // A client's pages are not hers: the portal's overview sends her back to her own.
    await staff.goto('/dashboard/bookings');
    await expect(staff).toHaveURL(/\/dashboard\/work$/);
  });

  test('the office gives her first aid, and she sees it on her page', async () => {
    // The office sees she has joined, and gives her paediatric first aid; she sees it on her page.
    await office.reload();
    await expect(card().getByText('Has an account')).toBeVisible();
    await card().getByRole('button', { name: /^Edit/ }).click();
    const edit = office.getByRole('dialog', { name: `Edit ${aisha.name}` });
    await edit.getByLabel(/^paediatric first aid expires on/i).fill('2028-06-30');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await staff.reload();
    await expect(staff.getByText('First aid until')).toBeVisible();
    await expect(staff.getByText('30 Jun 2028')).toBeVisible();
    await expectNoAxeViolations(staff);
    await screens(staff, 'staff-own-page');
  });

  test('a client books a nanny there: offered her times by name, and confirmed at once', async () => {
    // Zoe covers the same district (added as the office would, through its API), on Aisha's hours (the
    // form's 08:00-18:00 every day): whatever time of day the test runs, the first time offered is one
    // both are free for, and Aisha comes first by name. On longer hours Zoe alone could take a late
    // afternoon's first time (a clean-clone run at 16:20 was offered "16:30 · Zoe").
    zoe = (await asOffice('POST', '/api/admin/staff', {
      name: uniqueName('Zoe'),
      email: `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: '07700 900556',
      services: ['nanny'],
      districts: [district],
      pattern: Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7].map((day) => [day, { start: '08:00', end: '18:00' }]),
      ),
      credentials: {
        dbs: { certificateNumber: '001122334477', issuedOn: '2026-02-01', updateService: true },
        paediatricFirstAid: { expiresOn: '2028-01-31' },
        referencesReceived: 2,
      },
    })) as { name: string };

    // A client books a nanny in that district: the times name who would come, and it is confirmed at once.
    await client.goto('/dashboard/bookings');
    await client.getByRole('button', { name: 'Book a Service' }).click();
    const booking = client.getByRole('dialog', { name: 'Book a Service' });
    await booking.getByLabel(/^service type/i).selectOption({ label: 'Nanny' });
    await fillAddress(booking, `${district} 1AA`);
    slot = await firstOfferedSlot(booking, todayInLondon());
    const first = aisha.name.split(' ')[0] ?? '';
    await expect(booking.getByLabel(/^time/i).locator('option:checked')).toHaveText(
      new RegExp(`${slot.time} · ${first}$`),
    );
    await booking.getByRole('button', { name: 'Book Service' }).click();
    await expect(client.getByText(new RegExp(`^Booked and confirmed: ${first} will come on`))).toBeVisible();
  });

  test('she is off sick that day: the board suggests Zoe, and the client is told who comes', async () => {
    // Aisha is off sick that day; the board's picker suggests Zoe, and the visit is hers.
    await office.goto('/dashboard/schedule');
    await office.getByLabel('Showing').fill(slot.date);
    const row = office
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: new RegExp(aisha.name) }) });
    const visit = row.getByRole('button', { name: new RegExp(`Nanny, ${family.fullName}`) });
    await expect(visit).toBeVisible();
    await row.getByRole('button', { name: `Mark ${aisha.name} off sick` }).click();
    const sick = office.getByRole('dialog', { name: `Mark ${aisha.name} off sick` });
    await sick.getByRole('button', { name: 'Save' }).click();
    await expect(sick).toBeHidden();
    const needsCover = office.getByRole('button', {
      name: new RegExp(`Nanny, ${family.fullName}.*Needs cover$`),
    });
    await needsCover.click();
    const picker = office.getByRole('dialog', { name: 'Who Does This Visit' });
    const best = picker
      .getByRole('group', { name: 'Free and qualified, best match first' })
      .getByRole('radio')
      .first();
    await expect(best).toHaveAttribute('aria-label', zoe.name);
    await best.check();
    await picker.getByRole('button', { name: 'Give Visit' }).click();
    await expect(picker).toBeHidden();

    // The client is told who comes instead.
    await expect
      .poll(async () =>
        (await sentMail()).some(
          (mail) =>
            mail.destination.to.includes(family.email) && mail.subject.startsWith(`${zoe.name} will come`),
        ),
      )
      .toBe(true);
    for (const logged of errors) expect(logged).toEqual([]);
  });

  test('she leaves: her open page is signed out at once, and her password no longer signs in', async () => {
    // Her one visit went to Zoe, so nothing stands in the way. Her own page is still open.
    await expect(staff).toHaveURL(/\/dashboard\/work$/);
    await office.goto('/dashboard/team');
    await card()
      .getByRole('button', { name: /^Mark as Left/ })
      .click();
    const leaving = office.getByRole('dialog', { name: `Mark ${aisha.name} as left` });
    await leaving.getByRole('button', { name: 'Mark as Left' }).click();
    await expect(leaving).toBeHidden();
    await expect(office.getByText(`${aisha.name} is marked as left and has been signed out.`)).toBeVisible();

    // Told over the live channel, her page asks again, is refused and signs her out (seconds, not the
    // token's lifetime).
    await expect(staff).toHaveURL(/\/auth/, { timeout: 15_000 });
    await staff.getByRole('tab', { name: 'Login' }).click();
    await staff.getByLabel(/^email/i).fill(aisha.email);
    await staff.getByLabel(/^password/i).fill(password);
    await staff.getByRole('button', { name: 'Log In' }).click();
    await expect(staff.getByText('This account is closed: call the office.')).toBeVisible();
    await expect(staff).toHaveURL(/\/auth/);
    // Her page logs the refusals it met (the API's 401, the live channel's 403); the office's logs nothing.
    expect(errors[0]).toEqual([]);
  });
});
