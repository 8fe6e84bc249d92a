import { growth } from '../shared/business';
import { formatPence } from '../shared/dates';
import { accessTokenOf, newClient, type StorageState } from './clients';
import { axeFromTop, screens } from './page-helpers';
import { adminState, completeAsOffice, pageAs, pastVisit, sceneApi } from './scenes';
import { sentMail, signUpThroughAuthPage, withCookieChoice } from './support';
import { expect, test } from './test';

/**
 * The referral journey on the built site: a client copies their personal link from the Refer &
 * Earn card; a friend opens it and signs up (the code filled in from the link); the friend's first
 * visit is completed by the office and its invoice paid (the credit waits for the payment);
 * the referrer is mailed, their card shows the credit, and their next invoice carries it as a £25
 * credit line.
 */

const CREDIT = growth.referrals.creditPounds * 100;

const subOf = async (state: StorageState) =>
  JSON.parse(Buffer.from((await accessTokenOf(state)).split('.')[1] ?? '', 'base64url').toString('utf8'))
    .sub as string;

test.describe('referrals', () => {
  test('a friend signs up with the link, their first visit is paid for, and the referrer’s next invoice carries the credit', async ({
    browser,
  }) => {
    const referrer = await newClient('referrer');
    const page = await pageAs(browser, referrer.storageState);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Refer & Earn' });
    await expect(card.getByTestId('referral-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const link = await card.getByRole('textbox', { name: 'Your link' }).inputValue();
    expect(link).toMatch(/\/auth\?mode=signup&ref=[A-Z2-9]{8}$/);
    await expect(card).toContainText('No one has signed up with your code yet.');
    await axeFromTop(page);
    await screens(page, 'referrals-card-empty');

    // The friend, in a browser of their own, opens the link.
    const friendContext = await browser.newContext();
    await withCookieChoice(friendContext);
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(friendPage.getByLabel(/^referral code/i)).toHaveValue(link.split('ref=')[1] ?? '');
    const email = `friend-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await signUpThroughAuthPage(
      friendPage,
      { fullName: 'Priya Referred', email, password: 'e2e-passphrase-friend' },
      async (step) => {
        if (step === 'details') await screens(friendPage, 'referrals-sign-up');
      },
    );
    await expect(friendPage).toHaveURL(/\/dashboard$/);
    const friendId = await subOf((await friendContext.storageState()) as unknown as StorageState);

    await page.reload();
    await expect(card).toContainText('Priya: Signed up: the credit comes once their first visit is paid for');

    // The referrer's own visit, done before: their address on record, which the friend's is not.
    const { id: own } = await pastVisit(referrer.id, `${referrer.id.slice(0, 8)} Referrer Road`);
    await completeAsOffice(own);
    // The friend's first visit, completed by the office, and its invoice paid.
    const { id: friendsVisit } = await pastVisit(friendId, `${friendId.slice(0, 8)} Friend Road`);
    await completeAsOffice(friendsVisit);
    const { invoice: friendsInvoice } = await sceneApi<{ invoice: { id: string; invoiceDate: string } }>(
      adminState(),
      'POST',
      '/api/admin/invoices',
      { userId: friendId, bookingIds: [friendsVisit] },
    );
    await sceneApi(adminState(), 'POST', `/api/admin/invoices/${friendsInvoice.id}/paid`, {
      paidDate: friendsInvoice.invoiceDate,
      method: 'bank_transfer',
    });
    // The credit is earned on the notice stream, in the same transaction as the referrer's mail: the
    // mail's arrival is the signal that the card has something new to show.
    const earnedMail = async () =>
      (await sentMail()).filter(
        (mail) =>
          mail.destination.to.includes(referrer.email) &&
          mail.subject === `You have earned a ${formatPence(CREDIT)} credit`,
      ).length;
    await expect.poll(earnedMail, { timeout: 15_000 }).toBe(1);
    await page.reload();
    await expect(card).toContainText('Priya: First visit paid for: credit earned');
    await expect(card).toContainText(formatPence(CREDIT));
    await axeFromTop(page);
    await screens(page, 'referrals-card-earned');

    // The referrer's invoice for their visit: the credit comes off it as its own line.
    const { invoice } = await sceneApi<{
      invoice: { invoiceNumber: string; totalPence: number; lines: { kind: string; amountPence: number }[] };
    }>(adminState(), 'POST', '/api/admin/invoices', { userId: referrer.id, bookingIds: [own] });
    const credit = invoice.lines.filter((line) => line.kind === 'referral_credit');
    expect(credit).toEqual([expect.objectContaining({ amountPence: -CREDIT })]);
    const charged = invoice.lines.reduce(
      (sum, line) => sum + (line.kind === 'referral_credit' ? 0 : line.amountPence),
      0,
    );
    expect(invoice.totalPence).toBe(charged - CREDIT);

    await page.reload();
    await expect(card.getByText('Taken off invoices').locator('..')).toContainText(formatPence(CREDIT));

    // The office sees it on the client's page.
    const office = await pageAs(browser, adminState());
    await office.goto(`/dashboard/users/${referrer.id}`);
    const panel = office.getByRole('region', { name: 'Referrals' });
    await expect(panel).toContainText('Priya');
    await expect(panel).toContainText(`${formatPence(CREDIT)} taken off invoices`);
    await screens(office, 'referrals-office');
    await friendContext.close();
  });
});
