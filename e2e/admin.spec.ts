import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { DemoPortal } from '../local/seed/portal';
import { newClient, type TestClient, uniqueName } from './clients';
import { axeFromTop, escapeRegExp, openTab, screens, settled } from './page-helpers';
import {
  ADMIN_STATE,
  expectNoAxeViolations as axeFindsNothing,
  sentMail,
  watchConsole,
  withCookieChoice,
} from './support';
import { expect, test } from './test';

/** Clicks the export button and reads the saved file as a spreadsheet would get it. */
const exported = async (page: Page, button: Locator) => {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const bytes = await readFile((await file.path()) ?? '');
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
};

/** The admin's session from the set-up project: every test here is the office's. */
test.use({ storageState: ADMIN_STATE });

/** This file's client, with the demo portal of its own: a five-star review of its deep clean. */
let client: TestClient & { portal: DemoPortal };
test.beforeAll(async () => {
  client = await newClient('office', { seed: true });
});

test.describe("the office's feedback and enquiries", () => {
  test('the admin reads feedback, filters it by rating, and exports it as CSV', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/dashboard/bookings');
    await openTab(page, 'Feedback');
    await expect(page).toHaveURL(/\/dashboard\/feedback$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Client Feedback' })).toBeVisible();
    await settled(page);
    // Among every spec's clients' reviews, this file's client's.
    await page.getByLabel('Search by client name or email').fill(client.email);
    await settled(page);

    // The client's review of their deep clean (local/seed/portal.ts), with the visit it was for.
    const list = page.getByRole('list', { name: 'Client Feedback' });
    const review = list
      .getByRole('listitem')
      .filter({ hasText: 'The oven looks new' })
      .filter({ hasText: client.email });
    await expect(review).toBeVisible();
    await expect(review.getByText('Rated 5 out of 5')).toBeAttached();
    await expect(review).toContainText(client.email);
    await expect(review).toContainText(/Deep Cleaning on \d{2} \w{3} \d{4}/);
    await expect(review.getByRole('link', { name: /^Open the visit/ })).toHaveAttribute(
      'href',
      new RegExp(
        `^/dashboard/bookings\\?view=past&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}&q=${escapeRegExp(encodeURIComponent(client.email))}$`,
      ),
    );
    await expect(page.getByText(/^Average \d\.\d out of 5 from \d+ reviews?$/)).toBeVisible();
    await axeFromTop(page);
    await screens(page, 'office-feedback');

    // One star: the demo's five-star review is filtered out.
    await page.getByLabel('Rating').selectOption('1');
    await expect(review).toHaveCount(0);
    await settled(page);
    // Five stars: it is back, and the average of what matches is five.
    await page.getByLabel('Rating').selectOption('5');
    await expect(review).toBeVisible();
    await expect(page.getByText(/^Average 5\.0 out of 5 from \d+ reviews?$/)).toBeVisible();
    // A search by part of the client's address narrows it further, by keyboard.
    await page.getByLabel('Search by client name or email').fill(client.email.split('@')[0] ?? '');
    await expect(review).toBeVisible();

    const file = await exported(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toBe('feedback.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = file.text.slice(1).split('\r\n').filter(Boolean);
    expect(header).toBe('Given,Rating,Comment,Client,Client email,Service,Visit date,Visit time,Booking');
    expect(rows.some((row) => row.includes('The oven looks new') && row.includes(',5,'))).toBe(true);
    expect(rows.every((row) => /^\d{2} \w{3} \d{4},5,/.test(row))).toBe(true);

    // The review's link opens the booking screen on its visit: past, that day, that client.
    await review.getByRole('link', { name: /^Open the visit/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?view=past&/);
    const visits = page.getByRole('list', { name: 'All Bookings' }).getByRole('listitem');
    await expect(visits.filter({ hasText: 'Deep Cleaning' })).toHaveCount(1);
    await expect(visits).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the admin moves an enquiry to contacted, sees who and when, invites the sender, and exports the inbox', async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page);
    const email = `maya-${randomUUID().slice(0, 8)}@example.org`;
    const sent = await page.request.post('/api/enquiries', {
      data: {
        type: 'nanny',
        fullName: 'Maya Lindqvist',
        telephone: '01632 960321',
        address: '7 Mutton Lane, Potters Bar',
        email,
        serviceRequired: 'both',
        numberOfChildren: 1,
        childrenAges: '3',
        childrenGenders: 'Girl',
        preferredDaysTimes: 'Weekday afternoons',
        specialRequirements: '',
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/dashboard/bookings');
    await openTab(page, 'Enquiries');
    await settled(page);
    await page.getByLabel('Search by name or email').fill(email);
    const enquiry = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem');
    await expect(enquiry).toHaveCount(1);
    await expect(enquiry).toContainText('Maya Lindqvist');
    await expect(enquiry.getByText('New', { exact: true })).toBeVisible();
    await expect(enquiry).toContainText('Childcare: Both nannying and babysitting');
    await expect(enquiry.getByRole('link', { name: '01632 960321' })).toHaveAttribute(
      'href',
      'tel:01632960321',
    );

    // Every field under the form's label, in the form's order, values as the form showed them.
    await enquiry.getByText('Details').click();
    await expect(enquiry.getByRole('term')).toHaveText([
      'Full name',
      'Telephone',
      'Email',
      'Address',
      'Service required',
      'Number of children',
      "Children's ages",
      "Children's genders",
      'Preferred days and times',
      'Mail',
    ]);
    await axeFromTop(page);
    await screens(page, 'office-enquiries');

    await enquiry.getByRole('button', { name: /^Mark contacted/ }).click();
    await expect(enquiry.getByText('Contacted', { exact: true })).toBeVisible();
    await expect(enquiry.getByText(/^Contacted by .+, \d{2} \w{3} \d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(enquiry.getByRole('button', { name: /^Mark contacted/ })).toHaveCount(0);
    await expect(enquiry.getByRole('button', { name: /^Close/ })).toBeVisible();
    // The status filter finds it under its new status.
    await page.getByLabel('Status').selectOption('contacted');
    await expect(enquiry).toHaveCount(1);

    // Invite as client: a sign-up link with the address filled in, mailed.
    await enquiry.getByRole('button', { name: /^Invite as client/ }).click();
    await expect(
      enquiry.getByText(/^Invited to open an account by .+, \d{2} \w{3} \d{4} \d{2}:\d{2}/),
    ).toBeVisible();
    await expect(enquiry.getByRole('button', { name: /^Invite as client/ })).toHaveCount(0);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await sentMail()).find(
          (m) => m.destination.to.includes(email) && m.subject.startsWith('Your invitation'),
        );
        link = /https?:\/\/\S+\/auth\?\S+/.exec(mail?.body.text ?? '')?.[0];
        return link;
      })
      .toBeDefined();

    const file = await exported(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toBe('enquiries.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.slice(1)).toMatch(/^Received,Status,Kind,Name,Email,Telephone,Summary,Details,/);
    const rows = file.text.split('\r\n').slice(1).filter(Boolean);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`contacted,nanny,Maya Lindqvist,${email},01632 960321`);
    expect(errors).toEqual([]);

    // The invitation opens the sign-up form with the address filled in (on this site's address).
    // A visitor: not signed in (the file's contexts are the admin's).
    const visitor = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    const invite = new URL(link ?? '');
    await visitor.goto(`${invite.pathname}${invite.search}`);
    await expect(visitor.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(visitor.getByLabel(/^email/i)).toHaveValue(email);
    await visitor.close();
  });
});

test.describe("the office's team", () => {
  test('the admin opens Team: the DBS claim, what runs out soon, and the demo team with their hours', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/dashboard/bookings');
    await openTab(page, 'Team');
    await expect(page).toHaveURL(/\/dashboard\/team$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
    await settled(page);
    // The demo team (local/seed/team.ts): Priya's first aid runs out within 30 days.
    const expiring = page.getByRole('list', { name: 'Running out within 30 days' });
    await expect(
      expiring
        .getByRole('listitem')
        .filter({ hasText: 'Priya Patel' })
        .filter({ hasText: 'Paediatric first aid' }),
    ).toBeVisible();
    await expect(
      page.getByText(/"Every member of staff holds an enhanced DBS certificate" is (not )?true today/),
    ).toBeVisible();
    const team = page.getByRole('list', { name: 'Team' });
    const maria = team
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Maria Lopez' }) });
    await expect(maria).toContainText('Mon–Fri 08:00–18:00, Sat 09:00–16:00');
    await expect(team.getByRole('listitem').filter({ hasText: 'Joanna Kowalska' })).toContainText(
      /Leave \d{2} \w{3}/,
    );
    await page.getByLabel('Search by name or email').fill('sam.carter');
    await expect(team.getByRole('listitem')).toHaveCount(1);
    await expect(team.getByRole('heading', { name: 'Sam Carter' })).toBeVisible();
    await page.getByLabel('Search by name or email').fill('');
    await settled(page);
    await axeFromTop(page);
    await screens(page, 'office-team');
    expect(errors).toEqual([]);

    // The office adds someone: a DBS dated in the future is refused on its field; then they are on the team.
    const name = uniqueName('Lena');
    await page.getByRole('button', { name: 'Add a Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add a member of the team' });
    await form.getByLabel(/^full name/i).fill(name);
    await form.getByLabel(/^email/i).fill(`${name.replace(' ', '.').toLowerCase()}@example.com`);
    await form.getByLabel(/^phone/i).fill('07700 900777');
    await form.getByRole('checkbox', { name: 'Ironing' }).check();
    await form.getByLabel(/^postcode districts/i).fill('EN6, EN5');
    await form.getByRole('checkbox', { name: 'Tue' }).check();
    await form.getByLabel(/^enhanced dbs certificate number/i).fill('001122334455');
    await form.getByLabel(/^dbs issued on/i).fill('2099-01-01');
    await form.getByLabel(/^references received/i).fill('2');
    await form.getByRole('button', { name: 'Add to Team' }).click();
    await expect(form.getByLabel(/^dbs issued on/i)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^dbs issued on/i).fill('2026-01-05');
    await form.getByRole('button', { name: 'Add to Team' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`${name} is on the team.`)).toBeVisible();
    await expect(team.getByRole('heading', { name })).toBeVisible();
    // The only errors logged are the refusal's own (the 422 and the form's record of it).
    expect(errors.every((line) => /status of 422|The staff record was not saved/.test(line))).toBe(true);
  });
});

test.describe("the office's schedule board", () => {
  test('the day by person; someone off sick, their visit covered from the suggestions by keyboard; the client is told', async ({
    page,
  }) => {
    await withCookieChoice(page);
    const errors = watchConsole(page);
    await page.goto('/dashboard/bookings');
    await openTab(page, 'Schedule');
    await expect(page).toHaveURL(/\/dashboard\/schedule$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
    // The office's app: no contact bar, footer or marketing navigation (the public site's chrome); the
    // logo still leads back to the site.
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Potters Bar/ }).first()).toBeVisible();

    // The seeded client's first weekly ironing visit: confirmed, given to someone (local/seed/portal.ts).
    const { date } = client.portal.ironing;
    await page.getByLabel('Showing').fill(date);
    const chip = page.getByRole('button', { name: new RegExp(`Ironing, ${escapeRegExp(client.fullName)}`) });
    await expect(chip).toBeVisible();
    const row = page.getByRole('row').filter({ has: chip });
    const whoHadIt = (await row.getByRole('rowheader').locator('span').first().textContent()) ?? '';
    expect(whoHadIt).not.toBe('');
    await axeFindsNothing(page);
    await screens(page, 'schedule-day', [1280]);

    // They are off sick today: the visit needs cover.
    await row.getByRole('button', { name: `Mark ${whoHadIt} off sick` }).click();
    const sick = page.getByRole('dialog', { name: `Mark ${whoHadIt} off sick` });
    await expect(sick.getByLabel('From')).toHaveValue(date);
    await sick.getByRole('button', { name: 'Save' }).click();
    await expect(sick).toBeHidden();
    const needsCover = page.getByRole('button', {
      name: new RegExp(`Ironing, ${escapeRegExp(client.fullName)}.*Needs cover$`),
    });
    await expect(needsCover).toBeVisible();

    // By keyboard: open the visit, take the best suggestion, give it.
    await needsCover.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Who Does This Visit' });
    const best = dialog
      .getByRole('group', { name: 'Free and qualified, best match first' })
      .getByRole('radio')
      .first();
    await best.focus();
    await page.keyboard.press('Space');
    const cover = (await best.getAttribute('aria-label')) ?? '';
    expect(cover).not.toBe(whoHadIt);
    await dialog.getByRole('button', { name: 'Give Visit' }).click();
    await expect(dialog).toBeHidden();
    const covered = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(escapeRegExp(cover)) }) });
    await expect(
      covered.getByRole('button', { name: new RegExp(`Ironing, ${escapeRegExp(client.fullName)}`) }),
    ).toBeVisible();

    // The client is told who comes instead.
    await expect
      .poll(async () =>
        (await sentMail()).some(
          (mail) =>
            mail.destination.to.includes(client.email) && mail.subject.startsWith(`${cover} will come`),
        ),
      )
      .toBe(true);

    // A week, and the phone's width.
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('columnheader')).toHaveCount(8);
    await axeFindsNothing(page);
    await screens(page, 'schedule-week', [390]);
    expect(errors).toEqual([]);
  });
});
