import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { screens } from './page-helpers';
import {
  expectNoAxeViolations,
  logInThroughAuthPage,
  signUpThroughAuthPage,
  withCookieChoice,
} from './support';
import { expect, test } from './test';

/** Signs a new client up through /auth, as a visitor would, and lands in the portal. */
const signUp = async (page: Page, email: string, password: string) => {
  await page.goto('/auth');
  await signUpThroughAuthPage(page, { fullName: 'qa newclient', email, password }, async (step) => {
    if (step !== 'details') return;
    // What creating an account agrees to, a link away.
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
  await expect(page).toHaveURL(/\/dashboard$/);
};

/**
 * One journey in three steps, each a test within the minute: they share the new client's page, so
 * they run in order.
 */
test.describe('a client edits their profile, changes the password, downloads their data and deletes the account', () => {
  test.describe.configure({ mode: 'serial' });

  const email = `qa.newclient.${randomUUID().slice(0, 8)}@example.org`;
  const password = 'first-passphrase';
  const newPassword = 'second-passphrase';
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    // The cookie banner once covered the sign-up's Continue button as it slid up, taking the click.
    await withCookieChoice(page);
  });

  test('a visitor signs up and edits their profile: bad input is caught, good input saved', async () => {
    await signUp(page, email, password);
    await expect(page.getByText('Welcome back, qa')).toBeVisible();

    // The profile: bad input is caught under its field, good input is saved and greets by first name.
    await page
      .getByRole('navigation', { name: /sections$/ })
      .getByRole('link', { name: 'My account' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    const profile = page.getByRole('form', { name: 'Your details' });
    await expect(profile.getByLabel(/^full name/i)).toHaveValue('qa newclient');
    await profile.getByLabel(/^full name/i).fill('Grace Hopper');
    await profile.getByLabel(/^phone/i).fill('12345');
    await profile.getByLabel(/^postcode/i).fill('NOPE');
    await profile.getByRole('button', { name: 'Save details' }).click();
    await expect(profile.getByText('Please enter a UK phone number, like 07700 900123')).toBeVisible();
    await expect(profile.getByText('Please enter the first line of the address')).toBeVisible();
    await profile.getByLabel(/^phone/i).fill('07700 900123');
    await profile.getByLabel(/^address line 1/i).fill('1 High Street');
    await profile.getByLabel(/^town/i).fill('Potters Bar');
    await profile.getByLabel(/^postcode/i).fill('en6 5aa');
    await profile.getByLabel(/^access notes/i).fill('Key with the neighbour at number 3');
    await profile.getByLabel(/^visit reminders/i).selectOption('none');
    await profile.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved')).toBeVisible();
    await expect(page.getByText('Welcome back, Grace')).toBeVisible();
    await expect(profile.getByLabel(/^postcode/i)).toHaveValue('EN6 5AA');
    await expectNoAxeViolations(page);
    await screens(page, 'account');
  });

  test('the password: a wrong current one is refused; the new one signs in', async () => {
    // The password: a wrong current one is refused; the new one signs in.
    await page.getByLabel(/^current password/i).fill('not-my-password');
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Failed to change your password')).toBeVisible();
    await page.getByLabel(/^current password/i).fill(password);
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughAuthPage(page, email, newPassword);
    await expect(page.getByText('Welcome back, Grace')).toBeVisible();
  });

  test('the data downloads as a JSON copy and a readable one; deleting the account stops its sign-in', async () => {
    // The data: a JSON copy and a readable one.
    await page.goto('/dashboard/account');
    const downloads: { name: string; text: string }[] = [];
    page.on('download', async (download) => {
      const path = await download.path();
      downloads.push({ name: download.suggestedFilename(), text: readFileSync(path, 'utf8') });
    });
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect(page.getByText('Your data has downloaded')).toBeVisible();
    await expect.poll(() => downloads.length).toBe(2);
    const json = downloads.find((file) => file.name.endsWith('.json'));
    expect(JSON.parse(json?.text ?? '{}')).toMatchObject({
      profile: { email, fullName: 'Grace Hopper', phone: '07700900123', reminders: 'none' },
      bookings: [],
    });
    expect(downloads.find((file) => file.name.endsWith('.txt'))?.text).toContain('fullName: Grace Hopper');

    // Deleting: the effects stated first, a confirmation, then the account is gone.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/Invoices are kept for 6 years/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screens(page, 'account-delete', [390]);
    await dialog.getByRole('button', { name: 'I understand, delete my account' }).click();
    await expect(dialog.getByText('Please tick the box to confirm')).toBeVisible();
    await dialog.getByLabel('I understand that this cannot be undone').check();
    await dialog.getByRole('button', { name: 'I understand, delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel(/^password/i).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Failed to login')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
