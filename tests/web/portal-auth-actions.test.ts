import { accountRoutes } from '@shared/routes/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAccount, createAccount, finishAccount, logIn } from '@/lib/auth/auth-actions';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  fetchAuthSession: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);
const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/auth/configure-amplify', () => ({
  ensureAmplify: async () => ({ authFlow: 'USER_PASSWORD_AUTH' }),
}));

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/** The ID token Amplify holds after a sign-in: its groups and the pool's MFA claim. */
const session = (payload: Record<string, unknown>) => ({ tokens: { idToken: { payload } } });

beforeEach(() => {
  for (const call of Object.values(amplify)) call.mockReset();
  amplify.fetchAuthSession.mockResolvedValue(session({ 'cognito:groups': undefined, 'pbhs:mfa': 'none' }));
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

  it("sends an admin with an app to its code, and one without to set-up; a client's sign-in is done", async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    await expect(logIn('admin@example.org', 'a-long-passphrase')).resolves.toBe('app-code');
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue(session({ 'cognito:groups': ['admins'], 'pbhs:mfa': 'none' }));
    await expect(logIn('admin@example.org', 'a-long-passphrase')).resolves.toBe('app-setup');
    amplify.fetchAuthSession.mockResolvedValue(session({ 'cognito:groups': ['admins'], 'pbhs:mfa': 'totp' }));
    await expect(logIn('admin@example.org', 'a-long-passphrase')).resolves.toBe('signed-in');
    amplify.fetchAuthSession.mockResolvedValue(session({ 'cognito:groups': ['staff'], 'pbhs:mfa': 'none' }));
    await expect(logIn('jo@example.org', 'a-long-passphrase')).resolves.toBe('signed-in');
  });

  it('says "Incorrect email or password" where Cognito says username, for a wrong password or an unknown email', async () => {
    for (const refusal of [
      named('NotAuthorizedException', 'Incorrect username or password.'),
      // cognito-local's answers to the same two mistakes.
      named('InvalidPasswordException', 'Invalid password'),
      named('NotAuthorizedException', 'User not authorized'),
      named('UserNotFoundException', 'User does not exist.'),
    ]) {
      amplify.signIn.mockRejectedValueOnce(refusal);
      await expect(logIn('jo@example.org', 'wrong')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect email or password.',
        cause: refusal,
      });
    }
  });

  it('says what a refusal by the user pool’s firewall means', async () => {
    const blocked = named('ForbiddenException', 'Request not allowed due to WAF block.');
    amplify.signIn.mockRejectedValueOnce(blocked);
    await expect(logIn('jo@example.org', 'a-long-passphrase')).rejects.toMatchObject({
      name: 'ForbiddenException',
      message: 'Too many requests from your connection. Please wait a few minutes and try again, or call us.',
      cause: blocked,
    });
  });

  it('says when there were too many attempts, and that a disabled account (a member who left) is closed', async () => {
    amplify.signIn.mockRejectedValueOnce(named('NotAuthorizedException', 'Password attempts exceeded'));
    await expect(logIn('jo@example.org', 'wrong')).rejects.toMatchObject({
      message: 'Too many failed attempts. Please wait a few minutes, or reset your password.',
    });
    amplify.signIn.mockRejectedValueOnce(named('NotAuthorizedException', 'User is disabled.'));
    await expect(logIn('jo@example.org', 'a-long-passphrase')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'This account is closed: call the office.',
    });
  });

  it('passes errors it has no words for on unchanged', async () => {
    const error = named('NetworkError', 'A network error has occurred.');
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

describe('the other account steps', () => {
  it('signs up through the API route, never Cognito directly, so an existing address is never revealed', async () => {
    const account = { fullName: 'Jo', email: 'jo@example.org' };
    await createAccount(account);
    expect(api.callApi).toHaveBeenCalledWith(accountRoutes.signUp, { body: account });
    expect(amplify.signUp).not.toHaveBeenCalled();
  });

  it('finishes a sign-up through the API with the code and the password chosen (decision 015)', async () => {
    const finish = { email: 'jo@example.org', code: '042917', password: 'a-long-passphrase' };
    await finishAccount(finish);
    expect(api.callApi).toHaveBeenCalledWith(accountRoutes.finishSignUp, { body: finish });
    expect(amplify.signUp).not.toHaveBeenCalled();
    expect(amplify.confirmSignUp).not.toHaveBeenCalled();
  });

  it("say Cognito's failures in the site's words, keeping the exception's name", async () => {
    amplify.confirmSignUp.mockRejectedValueOnce(
      named('CodeMismatchException', 'Incorrect confirmation code'),
    );
    await expect(confirmAccount('jo@example.org', '123456')).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'That code is not right. Please check the email and try again.',
    });
  });
});
