import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '@/lib/auth/auth-actions';

const amplify = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('@/lib/auth/configure-amplify', () => ({
  ensureAmplify: async () => ({ authFlow: 'USER_PASSWORD_AUTH' }),
}));

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

beforeEach(() => {
  amplify.signIn.mockReset();
  amplify.signOut.mockReset();
});

describe('logIn', () => {
  it("signs in with the runtime config's auth flow", async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(logIn('jo@example.org', 'a-long-passphrase')).resolves.toBe('signed-in');
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'jo@example.org',
      password: 'a-long-passphrase',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it("treats cognito-local's InvalidPasswordException as Cognito's NotAuthorizedException", async () => {
    amplify.signIn.mockRejectedValue(named('InvalidPasswordException', 'Invalid password'));
    await expect(logIn('jo@example.org', 'wrong')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('passes other errors on unchanged', async () => {
    const error = named('UserNotFoundException', 'User does not exist.');
    amplify.signIn.mockRejectedValue(error);
    await expect(logIn('nobody@example.org', 'x')).rejects.toBe(error);
  });

  it('says when the account still needs its emailed code', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    await expect(logIn('new@example.org', 'a-long-passphrase')).resolves.toBe('confirm-sign-up');
  });

  it('ends a session someone else left in the browser, then signs in as the person typing', async () => {
    amplify.signIn
      .mockRejectedValueOnce(named('UserAlreadyAuthenticatedException', 'There is already a signed in user.'))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(logIn('jo@example.org', 'a-long-passphrase')).resolves.toBe('signed-in');
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(amplify.signIn).toHaveBeenCalledTimes(2);
  });
});
