import { business } from '@shared/business';
import { IDEMPOTENCY_HEADER } from '@shared/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { setAccessTokenProvider } from '@/lib/api-session';
import {
  deferred,
  expectVisibleText,
  jsonResponse,
  renderWithProviders,
  sentRequest,
  storeSessionHint,
  stubFetch,
} from './support';

/** The session Amplify would read: configuring it registers the token source, as the real module does. */
const session = vi.hoisted(() => ({ accessToken: undefined as string | undefined }));
vi.mock('@/lib/auth/configure-amplify', async () => {
  const { setAccessTokenProvider: register } = await import('@/lib/api-session');
  return {
    ensureAmplify: async () => {
      register(async () => session.accessToken);
      return {};
    },
  };
});

afterEach(() => {
  localStorage.clear();
  session.accessToken = undefined;
  setAccessTokenProvider(undefined);
});

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /send/i });
const receipt = { id: 'enq-1', receivedAt: '2025-03-05T10:00:00.000Z' };
const valid = {
  Name: 'Sam Taylor',
  Email: 'sam@example.org',
  Subject: 'End of tenancy clean',
  Message: 'Can you do a deep clean on the 30th?',
};

const fill = async (user: UserEvent, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
};

const setup = () => renderWithProviders(<EnquiryForm />);

describe('the General Enquiry form', () => {
  it('shows each exact message under its field, marks it invalid and focuses the first', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.click(submitButton());

    const expected = {
      Name: 'Name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Subject: 'Subject must be at least 3 characters',
      Message: 'Message must be at least 10 characters',
    };
    // The checks load with the first use of the form (they bring zod), so the messages come a moment later.
    await expectVisibleText(expected.Name);
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(field('Name')).toHaveFocus();
    expect(field('Message')).toHaveAttribute('rows', '5');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the first submit, then validates as the visitor types', async () => {
    stubFetch();
    const { user } = setup();
    await user.type(field('Name'), 'A');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(screen.getByText('Name must be at least 2 characters')).toBeVisible();
    await user.type(field('Name'), 'l');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument(),
    );
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Subject must be at least 3 characters')).toBeVisible();
  });

  it('says Sending... and is disabled while the request runs; a double click sends one request', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = setup();
    await fill(user, valid);
    await user.dblClick(submitButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, receipt));
    await expectVisibleText('Enquiry Sent!');
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends once even when two submits arrive before React re-renders', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user, container } = setup();
    await fill(user, valid);
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await expectVisibleText('Enquiry Sent!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts a trimmed general enquiry with a fresh idempotency key, then clears the form and says so', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user } = setup();
    await fill(user, { ...valid, Name: '  Sam Taylor ' });
    await user.click(submitButton());

    await expectVisibleText('Enquiry Sent!');
    expect(
      screen.getByText("We've received your message and will reply within 2 hours during office hours."),
    ).toBeVisible();
    for (const label of Object.keys(valid)) expect(field(label)).toHaveValue('');

    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/enquiries', method: 'POST' });
    expect(request.body).toEqual({
      type: 'general',
      name: 'Sam Taylor',
      email: valid.Email,
      subject: valid.Subject,
      message: valid.Message,
    });
    expect(request.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what was typed, logs the error and shows Failed to Send when the server fails', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(503, { code: 'service_unavailable', message: 'Down for a moment' }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fill(user, valid);
    await user.click(submitButton());

    await expectVisibleText('Failed to Send');
    expect(screen.getByText(`Please try again or contact us directly at ${business.email}`)).toBeVisible();
    for (const [label, value] of Object.entries(valid)) expect(field(label)).toHaveValue(value);
    expect(logged).toHaveBeenCalled();

    // The same values again carry the same key: had the first reached the server, it acts once.
    const keyOf = (call: number) => sentRequest(fetchMock, call).headers.get(IDEMPOTENCY_HEADER);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    // Changed values are a new request, with a key of its own.
    await user.type(field('Subject'), '!');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('shows Failed to Send when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await expectVisibleText('Failed to Send');
    expect(field('Email')).toHaveValue(valid.Email);
  });

  it("puts a 422's issues on the fields they name and focuses the first", async () => {
    stubFetch(() =>
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Some fields need attention',
        issues: [
          { path: 'email', message: 'This address cannot receive mail' },
          { path: 'message', message: 'Message contains characters that are not allowed' },
        ],
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fill(user, valid);
    await user.click(submitButton());

    await expectVisibleText('Failed to Send');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('This address cannot receive mail');
    expect(field('Message')).toHaveAccessibleDescription('Message contains characters that are not allowed');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveFocus();
  });

  it('sends through the signed-in route with the access token when the visitor is signed in (L1)', async () => {
    storeSessionHint('sam@example.org');
    session.accessToken = 'access-token-1';
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user } = setup();
    await fill(user, valid);
    await user.click(submitButton());

    await expectVisibleText('Enquiry Sent!');
    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/me/enquiries', method: 'POST' });
    expect(request.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(request.body).toMatchObject({ type: 'general', email: valid.Email });
  });

  it('sends anonymously, with no token, when the stored session cannot be refreshed', async () => {
    storeSessionHint('sam@example.org');
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const { user } = setup();
    await fill(user, valid);
    await user.click(submitButton());

    await expectVisibleText('Enquiry Sent!');
    const request = sentRequest(fetchMock);
    expect(request.url).toBe('/api/enquiries');
    expect(request.headers.has('authorization')).toBe(false);
  });
});
