import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { animationsDone, expectNoAxeViolations } from './support';
import { expect, test } from './test';

/**
 * What the journeys share about the pages they drive: axe once the page is still, a tab's content once
 * loaded, the portal's tabs, and the pictures `npm run screens` takes for people to look at.
 */

/** Where `npm run screens` writes its pictures (under test-results/, which git ignores). */
export const SCREENS_DIR = 'test-results/screens';

/** The Playwright project that takes the pictures; `npm test` runs the journeys without it. */
export const SCREENS_PROJECT = 'screens';

/** The widths people look at: a phone's and a laptop's. */
const WIDTHS = [390, 1280] as const;

/**
 * The page (or one part of it) at a phone's width and a laptop's, for a person to look at: written only
 * by the `screens` project, so `npm test` spends nothing on pictures nobody asserts on. The page is put
 * back at the project's own viewport afterwards, so the journey goes on as it would have.
 */
export const screens = async (target: Page | Locator, name: string, widths: readonly number[] = WIDTHS) => {
  if (test.info().project.name !== SCREENS_PROJECT) return;
  const page = 'page' in target && typeof target.page === 'function' ? target.page() : (target as Page);
  const viewport = page.viewportSize();
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    await animationsDone(page);
    const path = `${SCREENS_DIR}/${name}-${width}.png`;
    if (target === page) await page.screenshot({ path, fullPage: true });
    else await (target as Locator).screenshot({ path });
  }
  if (viewport) await page.setViewportSize(viewport);
};

/**
 * axe once what is on screen has stopped moving, from the top of the page: scrolled down, the sticky
 * site header sits over a tab's own buttons (the office lists' Export CSV), and axe counts a covered
 * button as too small a target.
 */
export const axeFromTop = async (page: Page) => {
  await page.evaluate('window.scrollTo(0, 0)');
  await animationsDone(page);
  await expectNoAxeViolations(page);
};

/** A tab's content once it has loaded (its spinner gone), ready for axe or for reading. */
export const settled = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
};

/** The portal's sections, drawn as tabs: each a link to its own path. */
export const portalTabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });

/** Opens a portal section by its tab and waits until the tab says it is the current one. */
export const openTab = async (page: Page, name: string) => {
  await portalTabs(page).getByRole('link', { name }).click();
  await expect(portalTabs(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
};

/** `text` as a regular expression matches it, every character taken literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
