import { growth } from '../shared/business';
import { ratingSentence } from '../shared/reviews';
import type { PublicStats } from '../shared/schemas/reviews';
import { newClient, type TestClient, uniqueName } from './clients';
import { axeFromTop, screens, settled } from './page-helpers';
import { E2E } from './ports';
import { completeAsOffice, pageAs, pastVisit } from './scenes';
import { ADMIN_STATE, watchConsole } from './support';
import { expect, test } from './test';

/**
 * The reviews, end to end on the built site: a client rates a visit (two stars: the invitation
 * is the same for every rating) and agrees to publish their words; the portal invites them to a public
 * review; the office publishes the piece; the public testimonials page shows it with the client's first
 * name and town only, beside the average the records produce.
 */

test.describe('review requests and measured ratings', () => {
  test.describe.configure({ mode: 'serial' });

  let client: TestClient;
  const words = `Arrived late, but the kitchen was spotless ${crypto.randomUUID().slice(0, 6)}`;
  const errors: string[][] = [];

  test.beforeAll(async () => {
    client = await newClient('reviews', { fullName: uniqueName('Harriet') });
    // One housekeeping visit done, with no feedback yet: what the review request follows.
    const { id } = await pastVisit(client.id, `${client.id.slice(0, 8)} Review Road`, {
      serviceType: 'housekeeping',
    });
    await completeAsOffice(id);
  });

  test('a client rates a visit two stars, agrees to publish, and is invited to a public review', async ({
    browser,
  }) => {
    const portal = await pageAs(browser, client.storageState);
    errors.push(watchConsole(portal));
    await portal.goto('/dashboard/bookings');
    await settled(portal);
    // The housekeeping visit is completed and has no feedback yet.
    const visit = portal
      .getByRole('region', { name: 'Your Bookings' })
      .getByRole('listitem')
      .filter({ hasText: 'Housekeeping' })
      .filter({ hasText: 'completed' });
    await visit.getByRole('button', { name: /^Leave Feedback/ }).click();
    const dialog = portal.getByRole('dialog', { name: 'Rate your service' });
    // The stars are radios drawn as icons: chosen by keyboard, as e2e/portal.spec.ts does.
    await dialog.getByRole('radio', { name: '1 star', exact: true }).focus();
    await portal.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /comment/i }).fill(words);
    const consent = dialog.getByRole('checkbox', { name: /You may show my rating and what I wrote/ });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await axeFromTop(portal);
    await screens(portal, 'reviews-feedback-consent');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(portal.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(visit.getByText('Feedback Submitted')).toBeVisible();
    const invitation = visit.getByRole('link', { name: /Leave a public review/ });
    await expect(invitation).toHaveAttribute('href', growth.reviews.publicReviewUrl);
    await axeFromTop(portal);
    await screens(portal, 'reviews-invitation');
    // The invitations can be turned off on the account page; they are on unless turned off.
    await portal.goto('/dashboard/account');
    await expect(portal.getByRole('checkbox', { name: /Invite me to leave a public review/ })).toBeChecked();
  });

  test('the office publishes it; the public page shows the first name and town only', async ({
    browser,
    page,
  }) => {
    const office = await pageAs(browser, ADMIN_STATE);
    errors.push(watchConsole(office));
    await office.goto('/dashboard/feedback');
    await expect(office.getByRole('heading', { level: 2, name: 'Client Feedback' })).toBeVisible();
    await settled(office);
    await office.getByLabel('Search by client name or email').fill(client.email);
    await settled(office);
    const piece = office
      .getByRole('list', { name: 'Client Feedback' })
      .getByRole('listitem')
      .filter({ hasText: words });
    await expect(piece).toContainText('The client agreed on');
    await expect(piece).toContainText('Not published yet.');
    await axeFromTop(office);
    await screens(office, 'reviews-office-publication');
    await piece.getByRole('button', { name: /^Publish/ }).click();
    await expect(office.getByText('Published on the testimonials page', { exact: true })).toBeVisible();
    await expect(piece).toContainText('Published on the testimonials page.');
    await expect(piece.getByRole('button', { name: /^Take it down/ })).toBeVisible();

    // What the records say now: the page must show exactly this, and nothing the records do not.
    const stats = (await (await fetch(`${E2E.site}/api/public/stats`)).json()) as PublicStats;
    expect(stats.rating).not.toBeNull();
    const rating = stats.rating as NonNullable<PublicStats['rating']>;

    errors.push(watchConsole(page));
    await page.goto('/testimonials');
    await expect(page.getByText(ratingSentence(rating))).toBeVisible();
    const card = page.getByRole('figure').filter({ hasText: words });
    await expect(card).toBeVisible();
    const firstName = client.fullName.split(' ')[0] ?? '';
    // The town of the visit: the seeded visits are at the demo address in Potters Bar.
    await expect(card).toContainText(`${firstName}, Potters Bar`);
    await expect(page.getByText(client.fullName)).toHaveCount(0);
    await expect(page.getByText(client.email)).toHaveCount(0);
    await axeFromTop(page);
    await screens(page, 'reviews-testimonials');
    expect(errors.flat()).toEqual([]);
  });

  test('the pre-rendered pages hold no rating or count, and the home page shows the measured ones', async ({
    page,
  }) => {
    for (const path of ['/', '/testimonials']) {
      const html = await (await fetch(`${E2E.site}${path}`)).text();
      // The words a reader gets: without the scripts, the inline styles and the tags.
      const text = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
      expect(text).not.toMatch(/\d\.\d from \d+ reviews?/);
      expect(text).not.toMatch(/\d+\+? (happy )?families/i);
      expect(text).not.toMatch(/100%/);
    }
    const stats = (await (await fetch(`${E2E.site}/api/public/stats`)).json()) as PublicStats;
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Counted from our records, not claimed' });
    await band.scrollIntoViewIfNeeded();
    await expect(band).toContainText('Fully insured');
    await expect(band).toContainText(`${stats.rating?.average.toFixed(1)}★`);
    await expect(band).toContainText(`${stats.clientsServed}`);
    await screens(page, 'reviews-home');
  });
});
