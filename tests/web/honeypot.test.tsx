import { HONEYPOT_FIELD } from '@shared/enquiry-options';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const receipt = { id: 'enq-1', receivedAt: '2025-03-05T10:00:00.000Z' };

const fillAndSend = async () => {
  const { user } = renderWithProviders(<EnquiryForm />);
  await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Sam Taylor');
  await user.type(screen.getByRole('textbox', { name: /^email/i }), 'sam@example.org');
  await user.type(screen.getByRole('textbox', { name: /^subject/i }), 'Ironing');
  await user.type(screen.getByRole('textbox', { name: /^message/i }), 'Do you collect from Cuffley?');
  return user;
};

/** The hidden field bots fill: invisible to people and assistive technology, sent only when filled. */
describe('honeypot field', () => {
  it('is out of reach for people: hidden from assistive technology and out of the tab order', () => {
    const { container } = renderWithProviders(<EnquiryForm />);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('is not sent when a person submits', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const user = await fillAndSend();
    await user.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock).body).not.toHaveProperty(HONEYPOT_FIELD);
  });

  it('is sent when a bot fills it, so the server can drop the enquiry', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const user = await fillAndSend();
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'http://spam.example' } });
    await user.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock).body).toMatchObject({ [HONEYPOT_FIELD]: 'http://spam.example' });
  });
});
