import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../local/emulators/totp';
import { demoTotpFile } from '../local/seed/demo-totp';
import { addDays } from '../shared/london-time';
import { E2E } from './ports';

export interface SentMail {
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string; html?: string };
  attachments?: { filename: string; contentType: string }[];
}

/** When this worker began, in SES local's seconds: no test here reads mail sent before it. */
const WORKER_STARTED = Math.floor(Date.now() / 1000) - 1;

/**
 * The mail sent since this worker began (SES local's `/store?since=`), not the whole store; tests
 * filter it further by their own addresses.
 */
export const sentMail = async (): Promise<SentMail[]> => {
  const response = await fetch(`${E2E.mail}/store?since=${WORKER_STARTED}`);
  return ((await response.json()) as { emails: SentMail[] }).emails;
};

/** axe-core's own script, put into a page the first time that page is checked. */
const axeSource = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/** The rules checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe, WCAG 2.2 AA rules, must find nothing. It measures colours as they are, so it waits for running
 * transitions first (a toast fading in, or one stacked behind a newer toast fading its text out: a
 * clean-clone run once read that half-faded title as low contrast) and leaves out a toast already on
 * its way out (sonner marks it `data-removed`).
 *
 * axe-core is run in the page directly rather than through @axe-core/playwright: its AxeBuilder injects
 * the whole script again on every call and opens a blank page to gather each result, which measured
 * (2026-12-07, Debian's headless shell, a pre-rendered page) about 1.2 s a call against 0.35 s for
 * axe.run itself; the suite checks about a hundred screens. The site has no frames, so there is nothing
 * for the builder's frame handling to do. `page.evaluate` of the script runs as DevTools runs code,
 * outside the page's Content-Security-Policy, as the builder's injection does.
 */
export const expectNoAxeViolations = async (page: Page, options: { soft?: boolean } = {}) => {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = globalThis as unknown as {
      axe: {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const results = await axe.run(
      { exclude: ['[data-sonner-toast][data-removed="true"]'] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
    );
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  }, AXE_TAGS);
  (options.soft ? expect.soft : expect)(violations).toEqual([]);
};

/**
 * When a page first painted and when it asked for the framework's code: a pre-rendered page starts its
 * code only after its first contentful paint (decision 020).
 */
export const paintAndCodeStart = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    code: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/framework-[\w-]+\.js$/.test(entry.name))?.startTime,
  }));

/** Fails the test on any console error or uncaught exception. */
export const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * Watches a page from before its first script: Content-Security-Policy violations (including ones
 * the code catches), and the React renderers that register with the DevTools hook, as React DevTools
 * would see them. Call before `page.goto`.
 */
export const watchCspAndReact = async (page: Page) => {
  await page.addInitScript(`
    window.__e2eCsp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__e2eCsp.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
    });
    window.__e2eReact = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer) { window.__e2eReact.push(renderer.version); this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  `);
  return {
    cspViolations: () => page.evaluate<string[]>('window.__e2eCsp'),
    reactVersions: () => page.evaluate<string[]>('window.__e2eReact'),
  };
};

/** The newest 6-digit code mailed to `email` (sign-up verification or password reset), as a user reads it. */
export const mailedCode = async (email: string): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // Only mails that carry a code (sign-up, reset, verify): others, like the welcome, hold 6-digit runs
    // too (a phone number), and may arrive after the code.
    const mails = (await sentMail()).filter(
      (mail) => mail.destination.to.includes(email) && /code|reset|verify/i.test(mail.subject),
    );
    // The code arrives in the custom-message trigger's HTML (as Cognito sends it), else as text.
    const last = mails.at(-1)?.body;
    const code = /\b(\d{6})\b/.exec(last?.html ?? last?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was mailed to ${email}`);
};

/**
 * Sign-up's two steps on /auth (decision 015), as a visitor takes them: name and address, then the code
 * read from the mail viewer as from an inbox, with the password chosen. Ends on the submit; the caller
 * checks where it lands. `between` runs on each step before it is sent (axe, screenshots).
 */
export const signUpThroughAuthPage = async (
  page: Page,
  account: { fullName: string; email: string; password: string },
  between: (step: 'details' | 'code') => Promise<void> = async () => {},
) => {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel(/^full name/i).fill(account.fullName);
  await page.getByLabel(/^email/i).fill(account.email);
  await between('details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Check your email to continue.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeFocused();
  await page.getByLabel(/^code from the email/i).fill(await mailedCode(account.email));
  await page.getByLabel(/^choose a password/i).fill(account.password);
  await between('code');
  await page.getByRole('button', { name: 'Create Account' }).click();
};

/** The demo admin, who signs in with an authenticator app as every admin must. */
export const DEMO_ADMIN = 'admin@example.com';
/** The e2e stack's demo password (local/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo-password-2026';
/** The demo admin's session, kept by the set-up project (auth.setup.ts): `storageState` for the office. */
export const ADMIN_STATE = 'test-results/.auth/admin.json';

/**
 * The demo admin's app code now, made as an authenticator app makes it (otpauth) from the secret the
 * e2e stack kept in its data directory at start-up (local/seed/demo-totp.ts).
 */
export const demoAdminCode = (): string =>
  totpCode(readFileSync(demoTotpFile(path.resolve('.local/e2e')), 'utf8').trim());

/** Signs in through /auth's Login tab (the demo admin with its app code too) and waits for the portal. */
export const logInThroughAuthPage = async (page: Page, email: string, password: string) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (email === DEMO_ADMIN) {
    await page.getByLabel(/^authenticator code/i).fill(demoAdminCode());
    await page.getByRole('button', { name: 'Verify and Log In' }).click();
  }
  // The client lands on the overview, an admin on the bookings.
  await expect(page).toHaveURL(/\/dashboard(\/bookings)?$/);
};

interface AnimationLike {
  finished: Promise<unknown>;
  effect: { getComputedTiming(): { iterations?: number } } | null;
}

/**
 * Waits for finite CSS animations and transitions (a toast sliding in) to end: axe measures colours as
 * they are, so a half-faded toast would read as low contrast.
 */
export const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    const frame = (globalThis as unknown as { requestAnimationFrame(next: () => void): void })
      .requestAnimationFrame;
    // Two frames: time for anything just mounted (a toast) to start its transition.
    await new Promise<void>((resolve) => frame(() => frame(resolve)));
    const doc = (globalThis as unknown as { document: { getAnimations(): AnimationLike[] } }).document;
    const finite = doc.getAnimations().filter((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations;
      return iterations !== undefined && Number.isFinite(iterations);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });

/** A service address in the booking form (a client with none saved starts with empty fields). */
export const fillAddress = async (form: Locator, postcode = 'EN6 2AB') => {
  await form.getByLabel(/^address line 1/i).fill('7 Darkes Lane');
  await form.getByLabel(/^town/i).fill('Potters Bar');
  await form.getByLabel(/^postcode/i).fill(postcode);
};

/**
 * Picks the first date from `from` on which the form offers a start time, and its first time. The
 * times come from the server (who is free): each date waits for its answer.
 */
export const firstOfferedSlot = async (form: Locator, from: string) => {
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(from, day);
    await form.getByLabel(/^(new )?date/i).fill(date);
    const times = form.getByLabel(/^(new )?time/i).locator('option:not([value=""])');
    // The field is busy while the server is asked who is free; then it has times, or says why not.
    await expect(form.getByLabel(/^(new )?time/i)).not.toHaveAttribute('aria-busy', 'true');
    if ((await times.count()) > 0) {
      const time = (await times.first().getAttribute('value')) ?? '';
      await form.getByLabel(/^(new )?time/i).selectOption(time);
      return { date, time };
    }
  }
  throw new Error(`no start time offered in the week from ${from}`);
};

/**
 * The office gives a visit to someone from its card's Staff picker, by keyboard: the named member or,
 * without a name, whoever the server ranks first among those free and qualified. Answers who it was.
 */
export const giveVisit = async (page: Page, visit: Locator, name?: string): Promise<string> => {
  await visit.getByRole('button', { name: /^Staff/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Who Does This Visit' });
  const free = dialog.getByRole('group', { name: 'Free and qualified, best match first' });
  const choice = name ? free.getByRole('radio', { name, exact: true }) : free.getByRole('radio').first();
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  // Each radio is named by the member alone (its notes are its description).
  const chosen = (await choice.getAttribute('aria-label')) ?? '';
  await dialog.getByRole('button', { name: 'Give Visit' }).click();
  await expect(page.getByText(`Visit given to ${chosen}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  return chosen;
};

/**
 * A cookie choice already made, so the banner stays out of tests about something else: it slides up
 * over the bottom of the page, and a click aimed at a button there can land on it instead.
 */
export const withCookieChoice = async (page: Pick<Page, 'addInitScript'>, choice = 'declined') => {
  await page.addInitScript(
    `if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', ${JSON.stringify(choice)});`,
  );
};
