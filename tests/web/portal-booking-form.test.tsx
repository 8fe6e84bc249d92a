import { todayInLondon } from '@shared/dates';
import { IDEMPOTENCY_HEADER } from '@shared/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { deferred, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const dayFromToday = (days: number) => {
  const date = new Date(`${todayInLondon()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const booked = {
  id: 'b-1',
  userId: 'u-1',
  serviceType: 'ironing',
  serviceDate: dayFromToday(3),
  serviceTime: '10:30',
  durationHours: 3,
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const setup = () => {
  const onBooked = vi.fn();
  return { onBooked, ...renderWithProviders(<BookingForm onBooked={onBooked} />) };
};

const submit = () => screen.getByRole('button', { name: 'Book Service' });
const serviceType = () => screen.getByRole('combobox', { name: /service type/i });
const duration = () => screen.getByRole('combobox', { name: /duration/i });
const dateField = () => screen.getByLabelText(/^date/i);
const timeField = () => screen.getByLabelText(/^time/i);

const fillValid = async (user: ReturnType<typeof setup>['user']) => {
  await user.selectOptions(serviceType(), 'ironing');
  fireEvent.change(dateField(), { target: { value: booked.serviceDate } });
  fireEvent.change(timeField(), { target: { value: '10:30' } });
  await user.selectOptions(duration(), '3');
};

describe('the booking dialog form', () => {
  it('starts with no service chosen, 2 hours, the five durations, and today as the earliest date', () => {
    setup();
    expect(serviceType()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Domestic Cleaning' })).toBeInTheDocument();
    expect(duration()).toHaveValue('2');
    expect(screen.getAllByRole('option', { name: /hours$/ }).map((option) => option.textContent)).toEqual([
      '2 hours',
      '3 hours',
      '4 hours',
      '6 hours',
      '8 hours',
    ]);
    expect(dateField()).toHaveAttribute('min', todayInLondon());
    expect(screen.getByLabelText(/special instructions/i)).toHaveValue('');
  });

  it('requires a service, a date and a time, and sends nothing until they are given', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.click(submit());

    expect(await screen.findByText('Please select a service')).toBeVisible();
    expect(serviceType()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAccessibleDescription('Please choose a date');
    expect(timeField()).toHaveAccessibleDescription('Please choose a time');
    expect(screen.getByLabelText(/special instructions/i)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a date before today', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await fillValid(user);
    fireEvent.change(dateField(), { target: { value: dayFromToday(-1) } });
    await user.click(submit());
    expect(await screen.findByText('Please choose today or a later date')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Creating... while it sends, posts the booking with an idempotency key, then toasts and closes', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user, onBooked } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/special instructions/i), '  Key under the mat ');
    await user.dblClick(submit());

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, booked));
    expect(
      await screen.findByText("Booking created successfully! We'll confirm your appointment soon."),
    ).toBeVisible();
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/bookings', method: 'POST' });
    expect(request.body).toEqual({
      serviceType: 'ironing',
      serviceDate: booked.serviceDate,
      serviceTime: '10:30',
      durationHours: 3,
      specialInstructions: 'Key under the mat',
    });
    expect(request.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(serviceType()).toHaveValue('');
  });

  it("keeps the values and shows the server's message on failure; resending them reuses the key", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(503, { code: 'unavailable', message: 'Down for a moment' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onBooked } = setup();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText('Failed to create booking')).toBeVisible();
    expect(screen.getByText('Down for a moment')).toBeVisible();
    expect(serviceType()).toHaveValue('ironing');
    expect(onBooked).not.toHaveBeenCalled();

    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = [0, 1].map((call) => sentRequest(fetchMock, call).headers.get(IDEMPOTENCY_HEADER));
    expect(keys[1]).toBe(keys[0]);

    // Different values are a different request, with a key of their own.
    await user.selectOptions(duration(), '4');
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentRequest(fetchMock, 2).headers.get(IDEMPOTENCY_HEADER)).not.toBe(keys[0]);
  });
});
