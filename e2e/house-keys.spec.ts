import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../shared/dates';
import { newClient, type TestClient, uniqueName } from './clients';
import { axeFromTop, screens, settled } from './page-helpers';
import { adminState, pageAs, pastVisit, sceneApi } from './scenes';
import { ADMIN_STATE, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The office journey, end to end on the built site: the office adds a client's key to the
 * register, hands it to a member of the team and sees it listed with her (the client sees where it
 * is), hands it back to the safe, reads the family's children and keys on the client's page, and
 * completes a visit by hand with its times, then corrects them, each with a reason.
 */

test.describe("the office's key register and the day's corrections", () => {
  test.describe.configure({ mode: 'serial' });

  let office: Page;
  let family: TestClient;
  let done: { id: string; serviceDate: string };
  let member: { id: string; name: string };
  let tag = '';
  const errors: string[][] = [];

  /** The key's card in the register. */
  const keyCard = (): Locator =>
    office
      .getByRole('list', { name: 'Keys' })
      .getByRole('listitem')
      .filter({ has: office.getByRole('heading', { name: `${tag} · Front door` }) });

  test.beforeAll(async ({ browser }) => {
    family = await newClient('keys', { fullName: uniqueName('Keyholder') });
    // A two-hour clean that has happened and was not yet marked complete: the office completes it by hand.
    done = await pastVisit(family.id, `${family.id.slice(0, 8)} Keyholder Close`, { durationHours: 2 });
    office = await pageAs(browser, ADMIN_STATE);
    errors.push(watchConsole(office));
    // A member of the team to carry the key, added as the office would (the Team tab's own journey is
    // e2e/team.spec.ts).
    member = (await sceneApi(adminState(), 'POST', '/api/admin/staff', {
      name: uniqueName('Aisha'),
      email: `keys-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: '07700 900557',
      services: ['domestic_cleaning'],
      districts: ['ZK9'],
      pattern: { 1: { start: '08:00', end: '18:00' } },
      credentials: {
        dbs: { certificateNumber: '001122334488', issuedOn: '2026-02-01', updateService: true },
        referencesReceived: 2,
      },
    })) as { id: string; name: string };
  });

  test('the office adds a key for a client: tagged, in the safe, nothing of the address', async () => {
    await office.goto('/dashboard/keys');
    await expect(office.getByRole('heading', { level: 2, name: 'Keys' })).toBeVisible();
    await expect(
      office.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Keys' }),
    ).toHaveAttribute('aria-current', 'page');
    await settled(office);
    await office.getByRole('button', { name: 'Add a Key' }).click();
    const dialog = office.getByRole('dialog', { name: 'Add a key' });
    await expect(dialog.getByText(/never the address or the client’s name/)).toBeVisible();
    // Nothing chosen yet: the form says what is missing, and sends nothing.
    await dialog.getByRole('button', { name: 'Add Key' }).click();
    await expect(dialog.getByText('Please choose the client')).toBeVisible();
    await axeFromTop(office);
    await dialog.getByLabel(/^Client/).selectOption({ label: `${family.fullName} (${family.email})` });
    await dialog.getByLabel(/^Kind/).selectOption({ label: 'Key' });
    await dialog.getByLabel(/^What it opens/).fill('Front door');
    await dialog.getByRole('button', { name: 'Add Key' }).click();
    const added = office.getByText(/^Key added as K-\d+\. Write K-\d+ on the tag, and nothing else\.$/);
    await expect(added).toBeVisible();
    tag = /K-\d+/.exec((await added.textContent()) ?? '')?.[0] ?? '';
    expect(tag).not.toBe('');
    await expect(dialog).toBeHidden();
    await expect(keyCard()).toContainText('Office safe');
    await expect(keyCard()).toContainText(family.fullName);
  });

  test('hands it to a member of the team, and the register lists it with her', async () => {
    await keyCard()
      .getByRole('button', { name: /^Hand Over/ })
      .click();
    const dialog = office.getByRole('dialog', { name: `Hand over ${tag}` });
    await expect(dialog.getByRole('radio', { name: 'A member of the team' })).toBeChecked();
    await dialog.getByLabel(/^Member/).selectOption({ label: member.name });
    await dialog.getByLabel(/^Note/).fill('For the clean on Tuesday');
    await axeFromTop(office);
    await screens(office, 'keys-hand-over-dialog');
    await dialog.getByRole('button', { name: 'Hand Over' }).click();
    await expect(office.getByText(`${tag} is now with ${member.name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(keyCard()).toContainText(member.name);
    await expect(keyCard()).toContainText('Due back');
    await keyCard()
      .getByRole('button', { name: /^History/ })
      .click();
    const history = office.getByRole('list', { name: `History of ${tag}` });
    await expect(history).toContainText(`Office safe → ${member.name}`);
    await expect(history).toContainText('For the clean on Tuesday');
    await axeFromTop(office);
    await screens(office, 'keys-register-with-member');
  });

  test('the client sees where their key is', async ({ browser }) => {
    const client = await pageAs(browser, family.storageState);
    errors.push(watchConsole(client));
    await client.goto('/dashboard/account');
    const keys = client.getByRole('list', { name: 'Your keys' });
    const first = member.name.split(' ')[0] ?? '';
    await expect(keys.getByRole('listitem').filter({ hasText: tag })).toContainText(
      `With ${first}, for your visit`,
    );
    await axeFromTop(client);
    await client.context().close();
  });

  test('hands it back to the office safe', async () => {
    await keyCard()
      .getByRole('button', { name: /^Hand Over/ })
      .click();
    const dialog = office.getByRole('dialog', { name: `Hand over ${tag}` });
    // From a member, the safe is where it goes next.
    await expect(dialog.getByRole('radio', { name: 'Into the office safe' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Hand Over' }).click();
    await expect(office.getByText(`${tag} is back in the office safe.`)).toBeVisible();
    await expect(keyCard()).toContainText('Office safe');
    await expect(keyCard()).not.toContainText('Due back');
    await expect(office.getByRole('list', { name: `History of ${tag}` })).toContainText(
      `${member.name} → Office safe`,
    );
  });

  test("the client's page shows the family's children and the keys we hold", async () => {
    await sceneApi(family.storageState, 'POST', '/api/me/children', {
      firstName: 'Mia',
      dateOfBirth: '2021-02-01',
      allergies: 'Peanuts: EpiPen in the kitchen drawer',
      emergencyContacts: [{ name: 'Ann Keyholder', relationship: 'Grandmother', phone: '07700 900123' }],
      consents: { outings: true, photos: false, sunCream: true },
    });
    await office.goto(`/dashboard/users/${family.id}`);
    const children = office.getByRole('list', { name: 'Children' });
    await expect(children.getByRole('heading', { level: 4, name: /^Mia · \d+ years old$/ })).toBeVisible();
    await expect(children).toContainText('Peanuts: EpiPen in the kitchen drawer');
    await expect(children).toContainText('Photos sent to the parents: No');
    await expect(
      office.getByRole('list', { name: 'Keys' }).getByRole('listitem').filter({ hasText: tag }),
    ).toContainText('Office safe');
    await settled(office);
    await axeFromTop(office);
    await screens(office, 'client-page-children-keys');
  });

  test('the office completes a visit by hand with its times, then corrects them, with a reason', async () => {
    const date = done.serviceDate;
    // The screen's own link for one client's past visits (the one a piece of feedback uses): the list
    // loads already searched, so no redraw follows the click below.
    await office.goto(`/dashboard/bookings?view=past&q=${encodeURIComponent(family.email)}`);
    await expect(
      office.getByRole('group', { name: 'Filter bookings' }).getByLabel('Client name or email'),
    ).toHaveValue(family.email);
    const visit = office
      .getByRole('list', { name: 'All Bookings' })
      .getByRole('listitem')
      .filter({ hasText: family.email })
      .filter({ hasText: formatDate(date) })
      .filter({ hasText: 'Domestic Cleaning' });
    const list = office.getByRole('list', { name: 'All Bookings' });
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(list.locator(':scope > li').filter({ hasNotText: family.email })).toHaveCount(0);
    await expect(visit).toContainText('confirmed');
    await settled(office);

    await visit.getByRole('button', { name: /^Complete with Times/ }).click();
    const complete = office.getByRole('dialog', { name: 'Complete by hand' });
    // It starts from the booked times (10:00 for two hours); a reason is required.
    await expect(complete.getByLabel(/^Start time/)).toHaveValue('10:00');
    await expect(complete.getByLabel(/^End time/)).toHaveValue('12:00');
    await complete.getByLabel(/^Start time/).fill('10:05');
    await complete.getByLabel(/^End time/).fill('11:58');
    await complete.getByRole('button', { name: 'Save Times' }).click();
    await expect(complete.getByText('Please give a reason')).toBeVisible();
    await axeFromTop(office);
    await screens(office, 'booking-complete-by-hand-dialog');
    await complete.getByLabel(/^Reason/).fill('Checked out by phone: the app had no signal');
    await complete.getByRole('button', { name: 'Save Times' }).click();
    await expect(office.getByText('Visit completed with its times')).toBeVisible();
    await expect(complete).toBeHidden();
    await expect(visit).toContainText('completed');
    await expect(visit).toContainText('Booked 10:00–12:00 · Actual 10:05–11:58');
    await expect(visit).toContainText('Arrived 5 min late · left 2 min early · 7 min shorter than booked');
    await expect(visit).toContainText('Checked out by phone: the app had no signal');

    // A later correction of the end, with its own reason.
    await visit.getByRole('button', { name: /^Correct Times/ }).click();
    const correct = office.getByRole('dialog', { name: 'Correct the times' });
    await expect(correct.getByLabel(/^Start time/)).toHaveValue('10:05');
    await expect(correct.getByLabel(/^End time/)).toHaveValue('11:58');
    await correct.getByLabel(/^End time/).fill('12:10');
    await correct.getByLabel(/^Reason/).fill('The client says she left at ten past twelve');
    await correct.getByRole('button', { name: 'Save Times' }).click();
    await expect(office.getByText('Times corrected')).toBeVisible();
    await expect(visit).toContainText('Booked 10:00–12:00 · Actual 10:05–12:10');
    await expect(visit).toContainText('Arrived 5 min late · left 10 min late · 5 min longer than booked');
    await expect(visit).toContainText('The client says she left at ten past twelve');
    await axeFromTop(office);
    await visit.scrollIntoViewIfNeeded();
    await screens(office, 'booking-day-corrected');
  });

  test('the visits’ checklists sit beside the booking settings, and nothing went wrong in the console', async () => {
    await office.goto('/dashboard/team');
    const checklists = office.getByRole('region', { name: 'Visit checklists' });
    await checklists.getByLabel('Service').selectOption({ label: 'Ironing' });
    await expect(
      checklists.getByRole('list', { name: 'Ironing checklist' }).getByRole('textbox'),
    ).not.toHaveCount(0);
    await axeFromTop(office);
    await checklists.scrollIntoViewIfNeeded();
    await screens(office, 'team-checklists');
    expect(errors.flat()).toEqual([]);
  });
});
