import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, sentMail, watchConsole } from './support';
import { expect, test } from './test';

const field = (page: Page, label: RegExp) => page.getByLabel(label);
const nameField = (page: Page) => field(page, /^name/i);
const emailField = (page: Page) => field(page, /^email/i);
const subjectField = (page: Page) => field(page, /^subject/i);
const messageField = (page: Page) => field(page, /^message/i);
const sendButton = (page: Page) => page.getByRole('button', { name: /send/i });

const fill = async (
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) => {
  await nameField(page).fill(values.name);
  await emailField(page).fill(values.email);
  await subjectField(page).fill(values.subject);
  await messageField(page).fill(values.message);
};

test.describe('the general enquiry form', () => {
  test('a valid enquiry is sent, the form clears, and the mail reaches the company inbox', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const email = `visitor-${randomUUID()}@example.org`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(messageField(page)).toHaveAttribute('rows', '5');

    await fill(page, {
      name: '  Sam Taylor ',
      email,
      subject: 'End of tenancy clean',
      message: 'We move out on the 30th; can you do a deep clean that week?',
    });
    await sendButton(page).click();

    await expect(page.getByText('Enquiry Sent!')).toBeVisible();
    // One promise for the site's forms: the toast and the acknowledgement mail say the same.
    await expect(
      page.getByText("We've received your message and will reply within 2 hours during office hours."),
    ).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    await expect(messageField(page)).toHaveValue('');

    await expect
      .poll(async () =>
        (await sentMail()).filter((mail) => mail.replyTo?.includes(email)).map((mail) => mail.subject),
      )
      .toEqual([expect.stringContaining('End of tenancy clean')]);
    const toCompany = (await sentMail()).find((mail) => mail.replyTo?.includes(email));
    expect(toCompany?.body.text).toContain('Name: Sam Taylor');
    await expect
      .poll(async () => (await sentMail()).find((mail) => mail.destination.to.includes(email))?.body.text)
      .toContain('will reply within 2 hours during office hours.');
    expect(errors).toEqual([]);
  });

  test('every invalid field shows its message, outlined, and validation follows typing after the first submit', async ({
    page,
  }) => {
    await page.goto('/contact');
    await sendButton(page).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    for (const input of [nameField(page), emailField(page), subjectField(page), messageField(page)]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(nameField(page)).toBeFocused();

    await fill(page, { name: 'A', email: 'not-an-email', subject: 'Hi', message: 'Too short' });
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await nameField(page).fill('Al');
    await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await emailField(page).fill('al@example.org');
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  });

  test('a server failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'service_unavailable', message: 'Down for a moment' }),
      }),
    );
    await page.goto('/contact');
    const values = {
      name: 'Kim Lee',
      email: 'kim@example.org',
      subject: 'Ironing',
      message: 'Do you collect from Brookmans Park?',
    };
    await fill(page, values);
    await sendButton(page).click();
    await expect(page.getByText('Failed to Send')).toBeVisible();
    await expect(page.getByText(/Please try again or contact us directly at/)).toBeVisible();
    await expect(nameField(page)).toHaveValue(values.name);
    await expect(emailField(page)).toHaveValue(values.email);
    await expect(subjectField(page)).toHaveValue(values.subject);
    await expect(messageField(page)).toHaveValue(values.message);
  });

  test('while sending, the button says Sending... and is disabled; a double click sends once', async ({
    page,
  }) => {
    let requests = 0;
    // The request is held until the test has seen the button while sending, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/enquiries', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await fill(page, {
      name: 'Jo Bloggs',
      email: `jo-${randomUUID()}@example.org`,
      subject: 'Babysitting',
      message: 'Saturday evening babysitting for two children.',
    });
    await sendButton(page).dblclick();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Enquiry Sent!')).toBeVisible();
    expect(requests).toBe(1);
  });

  test('the contact page has no accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await sendButton(page).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
