import { randomUUID } from 'node:crypto';
import { ensureUser } from '../local/emulators/provision';
import { totpCode } from '../local/emulators/totp';
import { CONFIG_PATH } from '../shared/config';
import { screens } from './page-helpers';
import { E2E } from './ports';
import { animationsDone, expectNoAxeViolations } from './support';
import { expect, test } from './test';

/**
 * An admin taken through the authenticator app's set-up at login (item 4). That sign-up reveals
 * nothing (item 6) is held by tests/integration/sign-up-enumeration.test.ts, where the API's answers are.
 */

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
  await screens(page, 'admin-app-setup');
  await expectNoAxeViolations(page);
  // A wrong code is refused and says so.
  await page.getByLabel(/^code from the app/i).fill('000000');
  await page.getByRole('button', { name: 'Turn On and Continue' }).click();
  await expect(page.getByText('Could not turn on the authenticator app')).toBeVisible();
  await page.getByLabel(/^code from the app/i).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your app code' })).toBeFocused();
  await expect(page.getByText(/Authenticator app set up/)).toBeVisible();
  await screens(page, 'admin-app-code');
  await page.getByLabel(/^authenticator code/i).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and Log In' }).click();
  // Admins land on the bookings; the admin list loads, so the API served this session as an admin.
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole('heading', { name: /all bookings/i }).first()).toBeVisible();
});
