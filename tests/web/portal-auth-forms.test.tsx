import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AppToaster from '@/components/ui/toaster';
import { FinishSignUpForm } from '@/features/auth/components/finish-sign-up-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { deferred, expectVisibleText, renderWithProviders } from './support';

const actions = vi.hoisted(() => ({
  logIn: vi.fn(),
  createAccount: vi.fn(),
  finishAccount: vi.fn(),
}));
vi.mock('@/lib/auth/auth-actions', () => actions);

/** Where the app is once the form is done: the portal's path, as the router has it. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

/** The login form on /auth (with `search`), in a router that also has the portal's paths. */
const renderLoginAt = (search: string, props: Parameters<typeof LoginForm>[0]) => {
  const router = createMemoryRouter(
    [
      {
        // The toast region outlives the page, as the app's frame does.
        element: (
          <>
            <Outlet />
            <AppToaster />
          </>
        ),
        children: [
          { path: '/auth', element: <LoginForm {...props} /> },
          { path: '/dashboard/*', element: <Landed /> },
        ],
      },
    ],
    { initialEntries: [`/auth${search}`] },
  );
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
};

beforeEach(() => {
  actions.logIn.mockReset();
  actions.createAccount.mockReset();
  actions.finishAccount.mockReset();
});

describe('the Sign Up form', () => {
  it('asks for a full name on one line and a valid email, and says so', async () => {
    const { user } = renderWithProviders(<SignUpForm onCreated={vi.fn()} />);
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectVisibleText('Full name must be at least 2 characters');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(actions.createAccount).not.toHaveBeenCalled();
  });

  it('says Sending code..., then tells the user to check their email and moves to the code step', async () => {
    const created = deferred<void>();
    actions.createAccount.mockReturnValue(created.promise);
    const onCreated = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText(/full name/i), 'Robin Fairweather');
    await user.type(screen.getByLabelText(/email/i), 'robin@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Sending code...' })).toBeDisabled();
    created.resolve();
    await expectVisibleText('Check your email to continue.');
    // No friend's code typed: the field goes empty, and createAccount leaves it out of the request.
    const account = { fullName: 'Robin Fairweather', email: 'robin@example.org', referralCode: '' };
    expect(actions.createAccount).toHaveBeenCalledWith(account);
    expect(onCreated).toHaveBeenCalledWith(account);
  });

  it('takes a friend’s referral code from their link, and refuses one that cannot be a code', async () => {
    actions.createAccount.mockResolvedValue(undefined);
    const onCreated = vi.fn();
    const { user } = renderWithProviders(
      <SignUpForm defaultReferralCode="abcd-efgh" onCreated={onCreated} />,
    );
    const field = screen.getByLabelText(/referral code/i);
    expect(field).toHaveValue('abcd-efgh');
    await user.type(screen.getByLabelText(/full name/i), 'Robin Fairweather');
    await user.type(screen.getByLabelText(/^email/i), 'robin@example.org');
    await user.clear(field);
    await user.type(field, 'ABCD-EFG');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/This referral code is not right/)).toBeVisible();
    expect(actions.createAccount).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(actions.createAccount).toHaveBeenCalledWith(
        expect.objectContaining({ referralCode: 'abcd-efgh' }),
      ),
    );
  });

  it("shows Failed to create account with the server's message", async () => {
    actions.createAccount.mockRejectedValue(
      Object.assign(new Error('Too many requests from your connection.'), { name: 'ApiError' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<SignUpForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText(/full name/i), 'Robin Fairweather');
    await user.type(screen.getByLabelText(/email/i), 'robin@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectVisibleText('Failed to create account');
    expect(screen.getByText('Too many requests from your connection.')).toBeVisible();
  });
});

describe("the sign-up's second step", () => {
  const account = { fullName: 'Robin Fairweather', email: 'robin@example.org' };
  const renderFinish = (props: Partial<Parameters<typeof FinishSignUpForm>[0]> = {}) => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <AppToaster />
            </>
          ),
          children: [
            {
              path: '/auth',
              element: (
                <FinishSignUpForm
                  account={account}
                  onCreatedWithoutSignIn={vi.fn()}
                  onBack={vi.fn()}
                  {...props}
                />
              ),
            },
            { path: '/dashboard/*', element: <Landed /> },
          ],
        },
      ],
      { initialEntries: ['/auth'] },
    );
    return { user: userEvent.setup(), ...render(<RouterProvider router={router} />) };
  };

  it('asks for the 6-digit code and a password of at least 8 characters, and says so', async () => {
    const { user } = renderFinish();
    expect(screen.getByRole('heading', { name: 'Finish creating your account' })).toHaveFocus();
    expect(screen.getByText(/robin@example\.org can be registered/)).toBeVisible();
    await user.type(screen.getByLabelText(/code from the email/i), '12ab');
    await user.type(screen.getByLabelText(/choose a password/i), 'short77');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectVisibleText('Enter the 6-digit code from the email');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(actions.finishAccount).not.toHaveBeenCalled();
  });

  it('says Creating account..., makes the account with the code and password, then signs in and opens the portal', async () => {
    const finished = deferred<void>();
    actions.finishAccount.mockReturnValue(finished.promise);
    actions.logIn.mockResolvedValue('signed-in');
    const { user } = renderFinish();
    await user.type(screen.getByLabelText(/code from the email/i), '042917');
    await user.type(screen.getByLabelText(/choose a password/i), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    finished.resolve();
    await expectVisibleText('Landed on /dashboard');
    expect(actions.finishAccount).toHaveBeenCalledWith({
      email: 'robin@example.org',
      code: '042917',
      password: 'a-long-passphrase',
    });
    expect(actions.logIn).toHaveBeenCalledWith('robin@example.org', 'a-long-passphrase');
  });

  it("shows the server's refusal of a code and keeps what was typed; Send a new code asks again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    actions.finishAccount.mockRejectedValue(
      Object.assign(new Error('This code is not right or has expired.'), { name: 'ApiError' }),
    );
    actions.createAccount.mockResolvedValue(undefined);
    const { user } = renderFinish();
    await user.type(screen.getByLabelText(/code from the email/i), '000000');
    await user.type(screen.getByLabelText(/choose a password/i), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectVisibleText('Failed to create account');
    expect(screen.getByText('This code is not right or has expired.')).toBeVisible();
    expect(screen.getByLabelText(/code from the email/i)).toHaveValue('000000');
    expect(actions.logIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await expectVisibleText('A new code is on its way.');
    expect(actions.createAccount).toHaveBeenCalledWith(account);
  });

  it("for a member of the team the office invited: the invitation's words, and no new code from here", async () => {
    actions.finishAccount.mockResolvedValue(undefined);
    actions.logIn.mockResolvedValue('signed-in');
    const { user } = renderFinish({ account: { fullName: '', email: 'maria@example.org' }, invited: true });
    expect(screen.getByRole('heading', { name: 'Join the team' })).toHaveFocus();
    expect(screen.getByText(/the invitation sent to maria@example\.org/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.type(screen.getByLabelText(/code from the email/i), '318204');
    await user.type(screen.getByLabelText(/choose a password/i), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Open My Account' }));
    await expectVisibleText('Landed on /dashboard');
    expect(actions.finishAccount).toHaveBeenCalledWith({
      email: 'maria@example.org',
      code: '318204',
      password: 'a-long-passphrase',
    });
  });
});

describe('the Login form', () => {
  const props = {
    onForgotPassword: vi.fn(),
    onNeedsConfirmation: vi.fn(),
    onNeedsAppCode: vi.fn(),
    onNeedsAppSetup: vi.fn(),
  };

  it('says Logging in... while it signs in, then opens the portal, which says Successfully logged in!', async () => {
    const signedIn = deferred<string>();
    actions.logIn.mockReturnValue(signedIn.promise);
    const { user } = renderLoginAt('', props);
    await user.type(screen.getByLabelText(/email/i), 'client@example.com');
    await user.type(screen.getByLabelText(/password/i), 'demo-password-2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    signedIn.resolve('signed-in');
    await expectVisibleText('Landed on /dashboard');
    await expectVisibleText('Successfully logged in!');
    expect(actions.logIn).toHaveBeenCalledWith('client@example.com', 'demo-password-2026');
  });

  it('goes back to the portal page that sent the visitor to sign in', async () => {
    actions.logIn.mockResolvedValue('signed-in');
    const { user } = renderLoginAt(`?next=${encodeURIComponent('/dashboard/invoices')}`, props);
    await user.type(screen.getByLabelText(/email/i), 'client@example.com');
    await user.type(screen.getByLabelText(/password/i), 'demo-password-2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await expectVisibleText('Landed on /dashboard/invoices');
  });

  it.each(['https://evil.example/dashboard', '//evil.example/dashboard', '/about', '/dashboardx'])(
    'ignores a next page outside the portal (%s)',
    async (next) => {
      actions.logIn.mockResolvedValue('signed-in');
      const { user } = renderLoginAt(`?next=${encodeURIComponent(next)}`, props);
      await user.type(screen.getByLabelText(/email/i), 'client@example.com');
      await user.type(screen.getByLabelText(/password/i), 'demo-password-2026');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await expectVisibleText('Landed on /dashboard');
    },
  );

  it("shows Failed to login with the server's message", async () => {
    actions.logIn.mockRejectedValue(
      Object.assign(new Error('Incorrect email or password.'), { name: 'NotAuthorizedException' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLoginAt('', props);
    await user.type(screen.getByLabelText(/email/i), 'client@example.com');
    await user.type(screen.getByLabelText(/password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await expectVisibleText('Failed to login');
    expect(screen.getByText('Incorrect email or password.')).toBeVisible();
  });

  it.each([
    ['app-code', 'onNeedsAppCode', ['admin@example.org']],
    ['app-setup', 'onNeedsAppSetup', ['admin@example.org', 'a-long-passphrase']],
  ] as const)('sends an admin on to the authenticator step (%s)', async (outcome, callback, args) => {
    actions.logIn.mockResolvedValue(outcome);
    const handlers = { ...props, onNeedsAppCode: vi.fn(), onNeedsAppSetup: vi.fn() };
    const { user } = renderWithProviders(<LoginForm {...handlers} />);
    await user.type(screen.getByLabelText(/email/i), 'admin@example.org');
    await user.type(screen.getByLabelText(/password/i), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() => expect(handlers[callback]).toHaveBeenCalledWith(...args));
    expect(screen.queryByText('Successfully logged in!')).toBeNull();
  });

  it('sends an account that is not verified yet to the code step', async () => {
    actions.logIn.mockResolvedValue('confirm-sign-up');
    const onNeedsConfirmation = vi.fn();
    const { user } = renderWithProviders(<LoginForm {...props} onNeedsConfirmation={onNeedsConfirmation} />);
    await user.type(screen.getByLabelText(/email/i), 'new@example.org');
    await user.type(screen.getByLabelText(/password/i), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() =>
      expect(onNeedsConfirmation).toHaveBeenCalledWith('new@example.org', 'a-long-passphrase'),
    );
  });
});
