import { expect, test as setup } from '@playwright/test';
import { ADMIN_STATE, DEMO_ADMIN, DEMO_PASSWORD, logInThroughAuthPage } from './support';

/**
 * The admin signs in once for the whole run, through /auth with the password and the authenticator
 * app's code, as every admin must; the specs open the office with the session it kept
 * (Playwright's storageState). Clients are made per spec, signed in (e2e/clients.ts); one client test
 * signs in through /auth itself (portal.spec.ts).
 */
setup('the admin logs in through /auth with the password and the app code', async ({ page }) => {
  await logInThroughAuthPage(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE });
});
