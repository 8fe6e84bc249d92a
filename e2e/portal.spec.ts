import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { formatDate, todayInLondon } from '../shared/dates';
import { addDays, weekdayNear } from '../shared/london-time';
import { newClient, type TestClient } from './clients';
import { axeFromTop, openTab, portalTabs, screens, settled } from './page-helpers';
import {
  ADMIN_STATE,
  fillAddress,
  giveVisit,
  mailedCode,
  paintAndCodeStart,
  sentMail,
  signUpThroughAuthPage,
  watchConsole,
} from './support';
import { expect, test } from './test';

/** The first Monday-to-Friday date at least `days` after today in London. */
const weekdayFrom = (days: number) => weekdayNear(addDays(todayInLondon(), days));

/**
 * This file's client, with the demo portal of its own (local/seed/portal.ts): visits in every status,
 * one done but not yet marked complete, a completed housekeeping visit ready to invoice.
 */
let seeded: TestClient & { portal: import('../local/seed/portal').DemoPortal };
test.beforeAll(async () => {
  seeded = await newClient('portal', { seed: true });
});

const itemIn = (page: Page, list: string, text: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

/** A visit on the client's Bookings tab, whichever group (coming up, past and cancelled) it is in. */
const myVisit = (page: Page, text: string): Locator =>
  page.getByRole('region', { name: 'Your Bookings' }).getByRole('listitem').filter({ hasText: text });

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();
/** A page signed in as the admin (the set-up project's session) or as this file's client. */
const adminPage = async (browser: Browser) =>
  (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
const clientPage = async (browser: Browser) =>
  (await browser.newContext({ storageState: seeded.storageState })).newPage();

/** The office's bookings narrowed to one client, as the office searches. */
const officeBookingsOf = async (admin: Page, email: string) => {
  await admin.getByRole('group', { name: 'Filter bookings' }).getByLabel('Client name or email').fill(email);
  // The search starts once typing pauses (300 ms), so "nothing loading" alone can be read before it has:
  // wait until the list holds this client's visits only. Typing into a visit before then was lost when
  // the search redrew the list (a clean-clone run confirmed a booking without its staff name).
  const visits = admin.getByRole('list', { name: 'All Bookings' }).locator(':scope > li');
  await expect(visits.first()).toContainText(email);
  await expect(visits.filter({ hasNotText: email })).toHaveCount(0);
  await settled(admin);
};

test.describe('the client portal', () => {
  /** One journey in four steps, each a test within the minute, sharing its pages: in order. */
  test.describe('sign up, book, confirm, complete, feedback, logout', () => {
    test.describe.configure({ mode: 'serial' });
    const email = `robin-${randomUUID().slice(0, 8)}@example.org`;
    const fullName = `Robin Fairweather ${randomUUID().slice(0, 4)}`;
    const password = 'a-long-passphrase';
    const serviceDate = weekdayFrom(4);
    let client: Page;
    let admin: Page;
    let errors: string[];
    test.beforeAll(async ({ browser }) => {
      client = await newPage(browser);
      errors = watchConsole(client);
      admin = await adminPage(browser);
    });

    test('a visitor signs up with the code mailed to them, straight into the portal', async () => {
      // Sign up, read the code from the mail viewer as from an inbox, verify: straight into the portal.
      await client.goto('/auth');
      await expect(client.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
      await axeFromTop(client);
      // Both steps are checked with axe before they are sent.
      await signUpThroughAuthPage(client, { fullName, email, password }, () => axeFromTop(client));
      await expect(client.getByText('Successfully logged in!')).toBeVisible();
      await expect(client).toHaveURL(/\/dashboard$/);
      await expect(client.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
      await expect(client.getByText(`Welcome back, Robin`)).toBeVisible();
      await settled(client);
      await axeFromTop(client);
    });

    test('they book a service from the overview: a weekday at 10:00, with its estimate', async () => {
      // Book a service from the overview: a weekday at 10:00, at the address given, with its estimate.
      await client.getByRole('button', { name: 'Book Now' }).click();
      const dialog = client.getByRole('dialog', { name: 'Book a Service' });
      await expect(dialog.getByLabel(/^duration/i)).toHaveValue('2');
      await dialog.getByLabel(/^service type/i).selectOption({ label: 'Deep Cleaning' });
      await dialog.getByLabel(/^duration/i).selectOption({ label: '4 hours' });
      await fillAddress(dialog);
      await dialog.getByLabel(/^date/i).fill(serviceDate);
      await dialog.getByLabel(/^time/i).selectOption('10:00');
      await dialog.getByLabel(/special instructions/i).fill('Please bring eco-friendly products.');
      await expect(dialog.getByRole('region', { name: 'Price estimate' })).toContainText('£80.00');
      await axeFromTop(client);
      await dialog.getByRole('button', { name: 'Book Service' }).click();
      await expect(
        client.getByText("Booking created successfully! We'll confirm your appointment soon."),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(client.getByRole('region', { name: 'Upcoming Bookings' }).getByText('1')).toBeVisible();
      await openTab(client, 'Bookings');
      const booking = myVisit(client, 'Deep Cleaning');
      await expect(booking).toContainText(formatDate(serviceDate));
      await expect(booking).toContainText('pending');
      await axeFromTop(client);
    });

    test('the office gives it to whoever is free, confirms it, and marks a visit that has started complete', async () => {
      // The admin, in a browser of their own, gives the visit to the best match, confirms it, and
      // then completes another.
      await admin.goto('/dashboard/bookings');
      await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(admin.getByText('Total Users')).toBeVisible();
      await settled(admin);
      await axeFromTop(admin);
      await officeBookingsOf(admin, email);
      const adminBooking = itemIn(admin, 'All Bookings', email);
      await expect(adminBooking).toContainText('pending');
      const staff = await giveVisit(admin, adminBooking);
      await expect(adminBooking).toContainText(staff);
      await adminBooking.getByRole('button', { name: /^Confirm/ }).click();
      await expect(admin.getByText('Booking status updated')).toBeVisible();
      await expect(adminBooking).toContainText('confirmed');
      // The client is mailed the confirmation, naming who comes, with the visit as a calendar file.
      await expect
        .poll(async () =>
          (await sentMail()).filter(
            (mail) =>
              mail.destination.to.includes(email) &&
              mail.subject.startsWith('Confirmed: your visit on') &&
              (mail.body.text ?? '').includes(staff) &&
              mail.attachments?.some((file) => file.filename === 'visit.ics'),
          ),
        )
        .toHaveLength(1);
      // A visit still to come cannot be marked complete.
      await expect(adminBooking.getByRole('button', { name: /^Mark Complete/ })).toHaveCount(0);
      await expect(adminBooking).toContainText('Can be marked complete once the visit has started.');

      // The seeded client's visit from the last weekday has started: the office marks it complete.
      await officeBookingsOf(admin, seeded.email);
      await admin.getByRole('button', { name: 'Past', exact: true }).click();
      const lastWeekday = seeded.portal.awaiting.date;
      const done = itemIn(admin, 'All Bookings', seeded.email).filter({ hasText: formatDate(lastWeekday) });
      await done.getByRole('button', { name: /^Mark Complete/ }).click();
      await expect(done).toContainText('completed');
    });

    test('the client of that visit leaves feedback on it; the new client logs out', async ({ browser }) => {
      const lastWeekday = seeded.portal.awaiting.date;
      // The seeded client leaves feedback on it: submit stays disabled until a star is chosen.
      const demo = await clientPage(browser);
      await demo.goto('/dashboard');
      await openTab(demo, 'Bookings');
      const visited = myVisit(demo, 'Domestic Cleaning').filter({
        hasText: formatDate(lastWeekday),
      });
      await expect(visited).toContainText('completed');
      await visited.getByRole('button', { name: /^Leave Feedback/ }).click();
      const feedback = demo.getByRole('dialog', { name: 'Rate your service' });
      await expect(feedback.getByText('Please select a rating')).toBeVisible();
      await expect(feedback.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
      await axeFromTop(demo);
      await feedback.getByRole('radio', { name: '1 star', exact: true }).focus();
      for (let step = 0; step < 4; step += 1) await demo.keyboard.press('ArrowRight');
      await expect(feedback.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await feedback.getByLabel(/comment/i).fill('Joanna was brilliant.');
      await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(demo.getByText('Thank you for your feedback!')).toBeVisible();
      await expect(visited.getByText('Feedback Submitted')).toBeVisible();
      await openTab(demo, 'Feedback');
      await expect(itemIn(demo, 'Your Feedback', 'Domestic Cleaning')).toContainText('Joanna was brilliant.');
      await axeFromTop(demo);

      // Logout: the toast, then home.
      await client.getByRole('button', { name: 'Logout' }).click();
      await expect(client.getByText('Logged out successfully')).toBeVisible();
      await expect(client).toHaveURL(/\/$/);
      expect(errors).toEqual([]);
    });
  });

  /** One journey in three steps, each a test within the minute, sharing its pages: in order. */
  test.describe('the admin invoices a completed visit in one step; the client sees the balance and the PDF; the admin records the payment', () => {
    test.describe.configure({ mode: 'serial' });
    let admin: Page;
    let client: Page;
    let invoiceNumber: string;
    let total: string;
    let owed: string;
    let issuedFrom: string;
    const adminInvoice = () => itemIn(admin, 'All Invoices', 'Housekeeping (08:00)');
    const clientInvoice = () => itemIn(client, 'Your Invoices', invoiceNumber);
    const balance = () => client.getByRole('region', { name: 'Your balance' });
    test.beforeAll(async ({ browser }) => {
      admin = await adminPage(browser);
      client = await clientPage(browser);
    });

    test('the admin invoices the client’s completed visit in one step: offered ticked, priced', async () => {
      await admin.goto('/dashboard/bookings');
      await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      // The admin invoices the client's completed visit in one step: it is offered ticked, priced.
      await openTab(admin, 'Invoices');
      await settled(admin);
      await expect(admin.getByRole('region', { name: 'Money at a glance' })).toBeVisible();
      await axeFromTop(admin);
      await admin.getByRole('button', { name: 'Create Invoice' }).click();
      const invoiceDialog = admin.getByRole('dialog', { name: 'Create Invoice' });
      const picker = invoiceDialog.getByLabel(/^client/i);
      await expect(picker).toBeEnabled();
      const clientOption = (await picker.locator('option', { hasText: seeded.email }).textContent()) ?? '';
      await picker.selectOption({ label: clientOption });
      // The seed leaves the client's completed housekeeping visit ready to invoice.
      const visit = invoiceDialog.getByRole('checkbox', { name: /^Housekeeping, / });
      await expect(visit).toBeChecked();
      await axeFromTop(admin);
      issuedFrom = todayInLondon();
      await invoiceDialog.getByRole('button', { name: 'Create Invoice' }).click();
      await expect(admin.getByText('Invoice created successfully!')).toBeVisible();
      // Among every spec's invoices, this client's.
      await admin.getByRole('main').getByLabel('Client name or email').fill(seeded.email);
      invoiceNumber = (await adminInvoice().getByRole('heading').textContent()) ?? '';
      expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
      total = /Amount: (£[\d,]+\.\d\d)/.exec((await adminInvoice().textContent()) ?? '')?.[1] ?? '';
      expect(total).toMatch(/^£/);
    });

    test('the client sees what they owe, the invoice’s lines, and downloads the PDF made for it', async () => {
      // The client sees what they owe, the invoice's lines, and downloads the PDF made for it.
      await client.goto('/dashboard');
      await openTab(client, 'Invoices');
      owed = /Outstanding(£[\d,]+\.\d\d)/.exec((await balance().textContent()) ?? '')?.[1] ?? '';
      expect(owed).toMatch(/^£/);
      await expect(clientInvoice()).toContainText('Housekeeping');
      await expect(clientInvoice()).toContainText(total);
      // Dated today (either side of midnight, if the test runs across it).
      await expect(clientInvoice()).toContainText(
        new RegExp(`${formatDate(issuedFrom)}|${formatDate(todayInLondon())}`),
      );
      await expect(clientInvoice().getByText('unpaid', { exact: true })).toBeVisible();
      await clientInvoice().getByText('Lines').click();
      await expect(clientInvoice()).toContainText(': Housekeeping (08:00) (4 × £18.00)');
      await axeFromTop(client);
      const [download] = await Promise.all([
        client.waitForEvent('download'),
        clientInvoice()
          .getByRole('button', { name: /^Download/ })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
      const saved = readFileSync(await download.path());
      expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('the admin records the payment after a confirmation step; the client sees it paid', async () => {
      // The admin marks it paid, with the date and the method, after a confirmation step.
      await adminInvoice()
        .getByRole('button', { name: /^Mark Paid/ })
        .click();
      const pay = admin.getByRole('dialog', { name: `Record a payment: ${invoiceNumber}` });
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(pay.getByText('Please choose how it was paid')).toBeVisible();
      await pay.getByLabel(/^method/i).selectOption({ label: 'Bank transfer' });
      await axeFromTop(admin);
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(admin.getByText('Invoice status updated')).toBeVisible();
      await expect(adminInvoice().getByRole('button', { name: /^Mark Paid/ })).toHaveCount(0);
      await expect(adminInvoice()).toContainText('Bank transfer');
      await expect(adminInvoice().getByRole('button', { name: /^Undo payment/ })).toBeVisible();
      // What the invoice told the client: the invoice mail, sent, and the receipt just written.
      await adminInvoice().locator('summary', { hasText: 'Notices' }).click();
      const notices = adminInvoice().getByRole('list', { name: 'Notices' });
      await expect(notices.getByRole('listitem')).toHaveCount(2);
      await expect(notices.getByRole('listitem').first()).toContainText('Payment received');
      await expect(notices.getByRole('listitem').filter({ hasText: 'Invoice issued' })).toContainText('Sent');
      await axeFromTop(admin);
      await client.reload();
      await openTab(client, 'Invoices');
      await expect(clientInvoice().getByText('paid', { exact: true })).toBeVisible();
      // What was owed less this invoice (the seed leaves a cancellation fee unpaid too).
      await expect(balance()).not.toContainText(`Outstanding${owed}`);
      await screens(adminInvoice(), 'invoice-notices');
    });
  });

  test('a client sees only the client tabs, and the API refuses them admin data', async ({ browser }) => {
    const page = await clientPage(browser);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
    await expect(portalTabs(page).getByRole('link')).toHaveText([
      'Overview',
      'Bookings',
      'Invoices',
      'Feedback',
      'My account',
      'Quotes',
    ]);
    await expect(page.getByText('Total Users')).toHaveCount(0);
    const { origins } = await page.context().storageState();
    const token = origins
      .flatMap((origin) => origin.localStorage)
      .find((item) => item.name.endsWith('.accessToken'));
    expect(token).toBeDefined();
    // From the page, as the browser would call it: the server decides, whatever the screen shows.
    const status = await page.evaluate(
      async (accessToken) =>
        (await fetch('/api/admin/stats', { headers: { authorization: `Bearer ${accessToken}` } })).status,
      token?.value,
    );
    expect(status).toBe(403);

    // Every client tab, with the seeded bookings in every status, has no accessibility violations.
    for (const tab of ['Overview', 'Bookings', 'Invoices', 'Feedback', 'My account']) {
      await openTab(page, tab);
      await settled(page);
      await axeFromTop(page);
      if (tab === 'Bookings')
        await expect(myVisit(page, 'Deep Cleaning').getByText('Feedback Submitted')).toBeVisible();
    }
  });

  test("the admin's lists have no accessibility violations, and the enquiries show their mail status", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/dashboard/bookings');
    for (const tab of ['Bookings', 'Invoices', 'Users', 'Enquiries']) {
      await openTab(page, tab);
      await settled(page);
      await axeFromTop(page);
    }
    const enquiries = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem');
    await expect(enquiries.first()).toContainText(/mail (sent|unsent|pending)/);
    await enquiries.first().getByText('Details').click();
    await axeFromTop(page);
  });

  test('each section has its own address: opened directly it shows that tab, and signing in returns to it; /auth sends a signed-in client to /dashboard', async ({
    page,
  }) => {
    // The client's one sign-in through /auth's Login tab; every other client test opens signed in.
    const errors = watchConsole(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    const response = await page.goto('/dashboard/invoices');
    // The CDN serves the portal's shell for its paths with 200; the browser sends the visitor to sign in.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Finvoices$/);
    await page.getByLabel(/^email/i).fill(seeded.email);
    await page.getByLabel(/^password/i).fill(seeded.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    await expect(portalTabs(page).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Your Invoices' })).toBeVisible();

    // Opened directly while signed in, a section is drawn at once; Back and Forward move between tabs.
    await page.goto('/dashboard/feedback');
    await expect(page.getByRole('heading', { level: 2, name: 'Your Feedback' })).toBeVisible();
    await openTab(page, 'Bookings');
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/feedback$/);
    await expect(portalTabs(page).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A client asking for an admin section lands on their overview; the server refuses the data anyway.
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    // An unknown portal page is the not-found page, drawn by the router inside the shell.
    await page.goto('/dashboard/no-such-section');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // Signed in, /auth has nothing to offer: the portal's overview.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });

  test('forgot password: a mailed code sets a new password, which then logs in', async ({ page }) => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.org`;
    await page.goto('/auth');
    await signUpThroughAuthPage(page, { fullName: 'Kim Reset', email, password: 'first-passphrase' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    await page.getByLabel(/^email/i).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel(/^email/i)).toHaveValue(email);
    const codesBefore = (await sentMail()).filter((mail) => mail.destination.to.includes(email)).length;
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText('Check your email for the reset code.')).toBeVisible();
    await axeFromTop(page);
    await expect
      .poll(async () => (await sentMail()).filter((mail) => mail.destination.to.includes(email)).length)
      .toBeGreaterThan(codesBefore);
    await page.getByLabel(/^reset code/i).fill(await mailedCode(email));
    await page.getByLabel(/^new password/i).fill('second-passphrase');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password changed. Please log in with your new password.')).toBeVisible();
    await expect(page.getByLabel(/^email/i)).toHaveValue(email);
    await page.getByLabel(/^password/i).fill('second-passphrase');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an expired access token is refreshed with REFRESH_TOKEN_AUTH, and the portal still loads', async ({
    browser,
  }) => {
    const page = await clientPage(browser);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('.InitiateAuth'))
        refreshes.push(JSON.parse(request.postData() ?? '{}').AuthFlow);
    });
    // Amplify judges expiry by the clock drift it stored: two days ahead outlives cognito-local's
    // day-long access tokens, so the next session read must refresh.
    await page.evaluate(() => {
      type KeyValueStore = Record<string, string> & { setItem(key: string, value: string): void };
      const storage = (globalThis as unknown as { localStorage: KeyValueStore }).localStorage;
      for (const key of Object.keys(storage))
        if (key.endsWith('.clockDrift')) storage.setItem(key, String(48 * 60 * 60 * 1000));
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent Invoices' })).toBeVisible();
    expect(refreshes).toContain('REFRESH_TOKEN_AUTH');
  });

  test('/auth paints its heading from the HTML, asks for its code after that paint, and the forms arrive without moving anything', async ({
    page,
  }) => {
    // Every layout shift from the first byte on, as Lighthouse's CLS counts them (a string: this file
    // is compiled without the DOM's types).
    await page.addInitScript(`
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.layoutShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    const response = await page.goto('/auth');
    const html = (await response?.text()) ?? '';
    // The pending state is real HTML: the heading, the intro and the session check, kept out of search.
    expect(html).toContain('>Client Portal</h1>');
    expect(html).toContain('Log in to manage your bookings');
    expect(html).toContain('Checking your session...');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Without JavaScript it says what it needs instead of checking forever. (Playwright's switch for
    // JavaScript leaves the parser's scripting flag on, so a browser would not show <noscript>: read it.)
    expect(html).toMatch(/<noscript><p[^>]*>This page needs JavaScript\./);
    expect(html).not.toContain('modulepreload');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    const order = await paintAndCodeStart(page);
    expect(order.code).toBeGreaterThanOrEqual(order.paint);
    expect(await page.evaluate('window.layoutShifts')).toEqual([]);
    // Not a page for search engines: not in the sitemap.
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/auth');
  });
});
