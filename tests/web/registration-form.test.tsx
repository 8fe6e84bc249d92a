import { IDEMPOTENCY_HEADER } from '@shared/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleaningRegistrationContent, nannyRegistrationContent } from '@/content/register';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import {
  deferred,
  expectVisibleText,
  jsonResponse,
  renderWithProviders,
  sentRequest,
  stubFetch,
} from './support';

const receipt = { id: 'enq-1', receivedAt: '2025-03-05T10:00:00.000Z' };
const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /send registration|submitting/i });

const setup = (kind: 'cleaning' | 'nanny') => {
  const content = kind === 'cleaning' ? cleaningRegistrationContent : nannyRegistrationContent;
  return renderWithProviders(
    <RegistrationForm
      kind={kind}
      heading={content.formHeading}
      services={content.services}
      hints={content.hints}
      sent={content.sent}
    />,
  );
};

const fillCommon = async (user: UserEvent, service: string, email = 'sam@example.org') => {
  await user.type(field(/^full name/i), 'Sam Taylor');
  await user.type(field(/^telephone/i), '01707 123456');
  await user.type(field(/^email/i), email);
  await user.type(field(/^address/i), '12 Darkes Lane, Potters Bar');
  await user.selectOptions(field(/^service required/i), service);
};
const fillCleaning = (user: UserEvent, email?: string) => fillCommon(user, 'cleaning', email);

describe('the cleaning registration form', () => {
  it('says Missing Information, marks each empty required field and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = setup('cleaning');
    await user.click(submit());

    await expectVisibleText('Missing Information');
    expect(screen.getByText('Please fill in all required fields.')).toBeVisible();
    for (const label of [/^full name/i, /^telephone/i, /^email/i, /^address/i, /^service required/i])
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^full name/i)).toHaveAccessibleDescription('Full name is required');
    expect(field(/^service required/i)).toHaveAccessibleDescription('Please choose a service');
    expect(field(/^special requirements/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^full name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Invalid Email when everything is filled but the email is malformed', async () => {
    const fetchMock = stubFetch();
    const { user } = setup('cleaning');
    await fillCleaning(user, 'sam@example');
    await user.click(submit());

    await expectVisibleText('Invalid Email');
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the cleaning registration once with an idempotency key, thanks the visitor and clears the form', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user } = setup('cleaning');
    await fillCleaning(user);
    await user.type(field(/^preferred days/i), 'Tuesday mornings');
    await user.click(submit());

    await expectVisibleText('Registration Sent!');
    expect(screen.getByText("We'll be in touch soon to discuss your requirements.")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/enquiries', method: 'POST' });
    expect(request.body).toEqual({
      type: 'cleaning',
      fullName: 'Sam Taylor',
      telephone: '01707 123456',
      address: '12 Darkes Lane, Potters Bar',
      email: 'sam@example.org',
      serviceRequired: 'cleaning',
      specialRequirements: '',
      preferredDaysTimes: 'Tuesday mornings',
    });
    expect(request.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(field(/^full name/i)).toHaveValue(''));
  });

  it('sends once when two submits arrive before React re-renders, and says Submitting... meanwhile', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user, container } = setup('cleaning');
    await fillCleaning(user);
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, receipt));
    await expectVisibleText('Registration Sent!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows Error and keeps what was typed when the server fails; a retry is the same request, changed values a new one', async () => {
    const fetchMock = stubFetch(() => jsonResponse(503, { code: 'service_unavailable', message: 'Down' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup('cleaning');
    await fillCleaning(user);
    await user.click(submit());

    await expectVisibleText('Error');
    expect(
      screen.getByText(
        'There was an error submitting your registration. Please try again or contact us directly.',
      ),
    ).toBeVisible();
    expect(field(/^full name/i)).toHaveValue('Sam Taylor');
    expect(field(/^service required/i)).toHaveValue('cleaning');
    expect(logged).toHaveBeenCalled();

    const keyOf = (call: number) => sentRequest(fetchMock, call).headers.get(IDEMPOTENCY_HEADER);
    // The same values again carry the same key: had the first reached the server, it acts once.
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    // Changed values are a new request.
    await user.type(field(/^full name/i), 'r');
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});

describe('the nanny registration form', () => {
  it('also requires the number, ages and genders of the children', async () => {
    stubFetch();
    const { user } = setup('nanny');
    await user.click(submit());
    await expectVisibleText('Missing Information');
    for (const label of [/^number of children/i, /^children's ages/i, /^children's genders/i])
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses fewer than one child', async () => {
    const fetchMock = stubFetch();
    const { user } = setup('nanny');
    await fillCommon(user, 'babysitting');
    await user.type(field(/^number of children/i), '0');
    await user.type(field(/^children's ages/i), '4');
    await user.type(field(/^children's genders/i), 'girl');
    await user.click(submit());
    await expectVisibleText('Number of children must be at least 1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the nanny registration with the children as numbers and words', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user } = setup('nanny');
    await fillCommon(user, 'both');
    await user.type(field(/^number of children/i), '2');
    await user.type(field(/^children's ages/i), '4 and 7');
    await user.type(field(/^children's genders/i), 'girl and boy');
    await user.click(submit());

    await expectVisibleText("We'll be in touch soon to discuss your childcare needs.");
    expect(sentRequest(fetchMock).body).toMatchObject({
      type: 'nanny',
      serviceRequired: 'both',
      numberOfChildren: 2,
      childrenAges: '4 and 7',
      childrenGenders: 'girl and boy',
    });
  });
});
