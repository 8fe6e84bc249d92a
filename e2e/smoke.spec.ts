import { expect, test } from '@playwright/test';
import { formatResult, runSmoke } from '../scripts/smoke/checks';
import { newClient } from './clients';
import { E2E } from './ports';

/**
 * `npm run smoke` against the e2e stack (the production build behind the local CDN, the real functions,
 * cognito-local): what CI runs after each deploy must pass on the stack every other test trusts, the
 * reversible write included. No browser: the checks are the ones a deploy meets, from outside.
 */
test('the smoke test passes against the local stack, with its reversible write', async () => {
  const client = await newClient('smoke');
  const results = await runSmoke({
    url: E2E.site,
    account: { email: client.email, password: client.password },
    write: true,
  });
  const lines = results.map(formatResult);
  expect(lines.filter((line) => !line.startsWith('ok  '))).toEqual([]);
  expect(lines).toContain('ok  write: profile changed and restored');
});
