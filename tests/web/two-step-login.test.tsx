import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TwoStepLogin } from '@/features/auth/components/two-step-login';
import { renderWithProviders } from './support';

const mfa = vi.hoisted(() => ({
  hasAuthenticatorApp: vi.fn<() => Promise<boolean>>(),
  startAppSetup: vi.fn(async () => ({
    secret: 'JBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
  })),
  finishAppSetup: vi.fn(async (_code: string) => undefined),
}));
vi.mock('@/lib/auth/mfa-actions', () => mfa);
const logout = vi.hoisted(() => vi.fn(async (_said?: string) => undefined));
vi.mock('@/lib/auth/use-logout', () => ({ useLogout: () => logout }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('two-step login on My account', () => {
  it('says so when the app is on, and offers nothing to set up', async () => {
    mfa.hasAuthenticatorApp.mockResolvedValue(true);
    renderWithProviders(<TwoStepLogin email="jo@example.org" />);
    expect(await screen.findByText(/Your authenticator app is on/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets an app up from the signed-in session: the key shown, the code checked, then logged out to log in with a code', async () => {
    mfa.hasAuthenticatorApp.mockResolvedValue(false);
    const { user } = renderWithProviders(<TwoStepLogin email="jo@example.org" />);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(mfa.startAppSetup).toHaveBeenCalledWith('jo@example.org');
    await user.type(screen.getByLabelText(/code from the app/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On and Continue' }));
    await expect.poll(() => logout.mock.calls.length).toBe(1);
    expect(mfa.finishAppSetup).toHaveBeenCalledWith('123456');
    expect(logout).toHaveBeenCalledWith('Authenticator app set up. Log in again with a code from it.');
  });

  it('“Not now” goes back without turning anything on', async () => {
    mfa.hasAuthenticatorApp.mockResolvedValue(false);
    const { user } = renderWithProviders(<TwoStepLogin email="jo@example.org" />);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    expect(mfa.finishAppSetup).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
