import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E } from './ports';

export interface SentMail {
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string };
}

export const sentMail = async (): Promise<SentMail[]> => {
  const response = await fetch(`${E2E.mail}/store`);
  return ((await response.json()) as { emails: SentMail[] }).emails;
};

/** axe, WCAG 2.2 AA rules, must find nothing. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
};

/** Fails the test on any console error or uncaught exception. */
export const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
