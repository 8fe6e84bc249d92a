import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticesSection } from '@/features/notices/components/notices-section';
import {
  deferred,
  expectVisibleText,
  jsonResponse,
  renderWithProviders,
  sentRequest,
  stubFetch,
} from './support';

const failed = {
  id: 'n-1',
  kind: 'booking-confirmed',
  audience: 'client',
  status: 'failed',
  createdAt: '2026-03-05T10:00:00.000Z',
  attempts: 8,
  to: 'jo@example.org',
  subject: 'Your visit is confirmed',
  lastError: 'Address rejected by the mail service',
  resentBy: 'office@example.com',
  resentAt: '2026-03-05T11:30:00.000Z',
  resends: [
    { by: 'admin-sub-1', at: '2026-03-05T11:00:00.000Z' },
    { by: 'admin-sub-2', at: '2026-03-05T11:30:00.000Z' },
  ],
};
const pending = {
  id: 'n-2',
  kind: 'booking-alert',
  audience: 'office',
  status: 'pending',
  createdAt: '2026-03-05T09:00:00.000Z',
  attempts: 0,
};

const booking = { type: 'booking', id: 'b-1' } as const;

describe('the office’s notices of a booking', () => {
  it('asks for nothing until opened, then shows each notice: label, to, status, time in London, last error', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { notices: [failed, pending] }));
    const { user } = renderWithProviders(<NoticesSection owner={booking} which="Deep clean, 05 Mar 2026" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Notices'));
    const [first, second] = await screen.findAllByRole('listitem');
    expect(sentRequest(fetchMock).url).toBe('/api/admin/bookings/b-1/notices');

    const one = within(first as HTMLElement);
    expect(one.getByText('Booking confirmed')).toBeVisible();
    expect(one.getByText('Failed')).toBeVisible();
    expect(one.getByText('To jo@example.org')).toBeVisible();
    expect(one.getByText('Written 05 Mar 2026 10:00 · 8 attempts')).toBeVisible();
    expect(one.getByText('Address rejected by the mail service')).toBeVisible();
    expect(one.getByText('Resent 2 times, last by office@example.com, 05 Mar 2026 11:30')).toBeVisible();
    expect(one.getByRole('button', { name: 'Resend: Booking confirmed' })).toBeEnabled();

    const two = within(second as HTMLElement);
    expect(two.getByText('New booking (office)')).toBeVisible();
    expect(two.getByText('Waiting')).toBeVisible();
    expect(two.getByText('To the office inbox')).toBeVisible();
    // A notice still waiting for the sender cannot be resent.
    expect(two.queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends with a busy label and says so; a refusal shows the server’s words', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => jsonResponse(200, { notices: [failed] }));
    const { user } = renderWithProviders(<NoticesSection owner={booking} />);
    await user.click(screen.getByText('Notices'));
    const item = within(await screen.findByRole('listitem'));

    fetchMock.mockImplementationOnce(() => answer.promise);
    await user.click(item.getByRole('button', { name: 'Resend: Booking confirmed' }));
    expect(item.getByRole('button', { name: 'Resending…: Booking confirmed' })).toBeDisabled();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      url: '/api/admin/bookings/b-1/notices/n-1/resend',
      method: 'POST',
    });
    answer.resolve(jsonResponse(200, { ...failed, status: 'pending', attempts: 0 }));
    expect(await item.findByText('Queued to send again')).toBeVisible();

    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { code: 'already_queued', message: 'This notice is already waiting to be sent.' }),
    );
    await user.click(item.getByRole('button', { name: 'Resend: Booking confirmed' }));
    expect(await item.findByText('This notice is already waiting to be sent.')).toBeVisible();

    // Over the day's cap (security review L6): the server's words.
    const capped =
      'This notice was already resent 3 times today, the most a day. It can be resent again tomorrow.';
    fetchMock.mockImplementation(async () => jsonResponse(429, { code: 'rate_limited', message: capped }));
    await user.click(item.getByRole('button', { name: 'Resend: Booking confirmed' }));
    expect(await item.findByText(capped)).toBeVisible();
  });

  it('shows each notice’s channel, a text’s words, and why a text was not sent', async () => {
    const text = {
      id: 'n-3',
      kind: 'booking-cancelled',
      audience: 'client',
      channel: 'sms',
      status: 'sent',
      createdAt: '2026-03-05T10:00:00.000Z',
      sentAt: '2026-03-05T10:00:02.000Z',
      attempts: 1,
      to: '+447700900123',
      text: 'Potters Bar Home Services: your Babysitting visit on Thu 5 Mar, 18:30 is cancelled.',
    };
    const refused = { ...text, id: 'n-4', status: 'failed', lastError: 'opted_out', text: undefined };
    stubFetch(() => jsonResponse(200, { notices: [text, refused, pending] }));
    const { user } = renderWithProviders(<NoticesSection owner={booking} which="Babysitting, 05 Mar 2026" />);
    await user.click(screen.getByText('Notices'));
    const [first, second, third] = await screen.findAllByRole('listitem');
    const one = within(first as HTMLElement);
    expect(one.getByText('Text')).toBeVisible();
    expect(one.getByText(text.text)).toBeVisible();
    expect(one.getByText('To +447700900123')).toBeVisible();
    const two = within(second as HTMLElement);
    expect(two.getByText(/does not take texts at this number/)).toBeVisible();
    expect(two.getByRole('button', { name: 'Resend: Booking cancelled' })).toBeEnabled();
    // A notice from before texts is a mail.
    expect(within(third as HTMLElement).getByText('Email')).toBeVisible();
  });

  it('says so when there are none yet', async () => {
    stubFetch(() => jsonResponse(200, { notices: [] }));
    const { user } = renderWithProviders(<NoticesSection owner={booking} />);
    await user.click(screen.getByText('Notices'));
    await expectVisibleText('No notices yet');
  });
});

describe('the office’s notices of an invoice', () => {
  it('reads and resends through the invoice’s own routes', async () => {
    const issued = { ...failed, id: 'n-9', kind: 'invoice-issued', subject: 'Invoice INV-2026-0001' };
    const fetchMock = stubFetch(() => jsonResponse(200, { notices: [issued] }));
    const { user } = renderWithProviders(<NoticesSection owner={{ type: 'invoice', id: 'i-1' }} />);
    await user.click(screen.getByText('Notices'));
    const item = within(await screen.findByRole('listitem'));
    expect(sentRequest(fetchMock).url).toBe('/api/admin/invoices/i-1/notices');
    expect(item.getByText('Invoice issued')).toBeVisible();

    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, { ...issued, status: 'pending', attempts: 0 }),
    );
    await user.click(item.getByRole('button', { name: 'Resend: Invoice issued' }));
    expect(await item.findByText('Queued to send again')).toBeVisible();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      url: '/api/admin/invoices/i-1/notices/n-9/resend',
      method: 'POST',
    });
  });
});
