import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ensureUser } from '../local/emulators/provision';
import { totpCode } from '../local/emulators/totp';
import { CONFIG_PATH } from '../shared/config';
import { newClient } from './clients';
import { E2E } from './ports';
import { animationsDone, expectNoAxeViolations, sentMail } from './support';
import { expect, test } from './test';

/** Issue 17: sign-up that reveals nothing (item 6), and an admin taken through app set-up (item 4). */

const signUpAs = async (page: Page, email: string) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel(/^full name/i).fill('Robin Fairweather');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const step = page.getByRole('heading', { name: 'Finish creating your account' });
  await expect(step).toBeVisible();
  return (await page.locator('form[aria-labelledby="finish-heading"] p').first().textContent())?.replace(
    email,
    '<email>',
  );
};

test('the sign-up page says the same for an address with an account as for a new one', async ({ page }) => {
  const owner = await newClient('owner');
  const fresh = await signUpAs(page, `e2e-${randomUUID()}@example.com`);
  await expect(page.getByText('Check your email to continue.')).toBeVisible();
  const existing = await signUpAs(page, owner.email);
  await expect(page.getByText('Check your email to continue.').first()).toBeVisible();
  expect(existing).toBe(fresh);
  await expect(page.getByText(/already exists/i)).toHaveCount(0);
  // The owner was told instead.
  await expect
    .poll(async () =>
      (await sentMail()).some(
        (mail) => mail.destination.to.includes(owner.email) && /already has one/.test(mail.body.text ?? ''),
      ),
    )
    .toBe(true);
});

test('an admin without an authenticator app sets one up at login, then logs in with its code', async ({
  page,
}) => {
  const config = (await (await fetch(`${E2E.site}${CONFIG_PATH}`)).json()) as { userPoolId: string };
  const email = `admin-${randomUUID()}@example.com`;
  await ensureUser(E2E.cognito, config.userPoolId, {
    email,
    password: 'admin-passphrase-1',
    fullName: 'New Admin',
    admin: true,
  });
  await page.goto('/auth');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill('admin-passphrase-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('app-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await animationsDone(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/e2e/shots/admin-app-setup-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page);
  // A wrong code is refused and says so.
  await page.getByLabel(/^code from the app/i).fill('000000');
  await page.getByRole('button', { name: 'Turn On and Continue' }).click();
  await expect(page.getByText('Could not turn on the authenticator app')).toBeVisible();
  await page.getByLabel(/^code from the app/i).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your app code' })).toBeFocused();
  await expect(page.getByText(/Authenticator app set up/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/e2e/shots/admin-app-code-${width}.png`, fullPage: true });
  }
  await page.getByLabel(/^authenticator code/i).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and Log In' }).click();
  // Admins land on the bookings; the admin list loads, so the API served this session as an admin.
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole('heading', { name: /all bookings/i }).first()).toBeVisible();
});
