import { PUBLISH_CONSENT_WORDS, PUBLISH_NEEDS_COMMENT } from '@shared/schemas/feedback';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import {
  deferred,
  expectVisibleText,
  jsonResponse,
  renderWithProviders,
  sentRequest,
  stubFetch,
} from './support';

const saved = {
  id: 'f-1',
  bookingId: 'b-7',
  userId: 'u-1',
  rating: 4,
  comment: 'Spotless',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const setup = () => {
  const onSent = vi.fn();
  return { onSent, ...renderWithProviders(<FeedbackForm bookingId="b-7" onSent={onSent} />) };
};
const submit = () => screen.getByRole('button', { name: /submit/i });

describe('the feedback form', () => {
  it('keeps submit disabled and says a rating is needed until a star is chosen', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    const stars = screen.getByRole('group', { name: /rating/i });
    expect(stars).toHaveAccessibleDescription('Please select a rating');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(submit()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(submit()).toBeEnabled();
    expect(stars).toHaveAccessibleDescription('4 stars of 5');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating and optional comment, says Submitting..., then thanks the client', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user, onSent } = setup();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: /comment/i }), 'Spotless');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, saved));
    await expectVisibleText('Thank you for your feedback!');
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock)).toMatchObject({
      url: '/api/bookings/b-7/feedback',
      method: 'POST',
      body: { rating: 4, comment: 'Spotless' },
    });
  });

  it('sends no comment when none is written', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { ...saved, comment: undefined }));
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.click(submit());
    await expectVisibleText('Thank you for your feedback!');
    expect(sentRequest(fetchMock).body).toEqual({ rating: 1, publish: false });
  });

  it("shows Failed to submit feedback with the server's message, and keeps the rating", async () => {
    stubFetch(() => jsonResponse(409, { code: 'conflict', message: 'Feedback was already given' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onSent } = setup();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(submit());
    await expectVisibleText('Failed to submit feedback');
    expect(screen.getByText('Feedback was already given')).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('records consent to publish only when ticked, in the words shown, and asks for words to publish', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, saved));
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    const consent = screen.getByRole('checkbox', { name: PUBLISH_CONSENT_WORDS });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(submit());
    expect(await screen.findByText(PUBLISH_NEEDS_COMMENT)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /comment/i }), 'Late, but thorough');
    await user.click(submit());
    await expectVisibleText('Thank you for your feedback!');
    expect(sentRequest(fetchMock).body).toEqual({ rating: 2, comment: 'Late, but thorough', publish: true });
  });
});
