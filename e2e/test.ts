import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` to an HTML page returns once React has hydrated it
 * (app/root.tsx marks `<html data-hydrated>`). A pre-rendered page starts its code only after its first
 * paint, so the load event can come before the page's buttons do anything; a person waits for the page
 * to respond, and so does a test. Other responses (XML, text, JSON) return as Playwright returns them.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html'))
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

export { expect };
