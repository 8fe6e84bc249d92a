import { generateKeyPairSync } from 'node:crypto';
import { InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { enrolTotp, signInLocally } from '../../local/emulators/totp';
import { grantAdmin } from '../../scripts/admin-grant';
import { MFA_CLAIM, MFA_NONE, MFA_TOTP } from '../../shared/auth';
import { ADMIN_GROUP } from '../../shared/http';
import { REGION } from '../../shared/region';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { accessClaims, api, bearer, PASSWORD, signIn, signWithLocalKey, stack, userPool } from './support';

/**
 * Admins use an authenticator app, enforced by the API from a claim the pool's
 * pre-token-generation trigger puts in the access token (lambdas/users/pre-token-generation.ts), with
 * real tokens from cognito-local and the real trigger run by the local gateway.
 */
const ADMIN_ROUTE = '/api/admin/enquiries';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('admins and MFA', () => {
  it('an admin who has not set up an authenticator app gets 403 mfa_required on admin routes, and client routes still', async () => {
    const admin = await signIn({ admin: true, mfa: false });
    expect(claimsOf(admin.accessToken)[MFA_CLAIM]).toBe(MFA_NONE);
    const refused = await api(ADMIN_ROUTE, { headers: bearer(admin.accessToken) });
    expect(refused.status).toBe(403);
    const body = ErrorBodySchema.parse(await refused.json());
    expect(body.code).toBe('mfa_required');
    expect(body.message).toMatch(/authenticator app/);
    const me = await api('/api/me', { headers: bearer(admin.accessToken) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: admin.sub, isAdmin: false });
  });

  it('after setting up the app, a sign-in must answer its code, and that session is served on admin routes', async () => {
    const admin = await signIn({ admin: true });
    // The password alone no longer gives tokens: the pool asks for the app's code.
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email: admin.email, password: PASSWORD }),
    ).rejects.toThrow(/SOFTWARE_TOKEN_MFA/);
    // The claim is in the access token (the one the API reads) and the ID token (the one the site reads).
    expect(claimsOf(admin.accessToken)[MFA_CLAIM]).toBe(MFA_TOTP);
    expect(claimsOf(admin.idToken)[MFA_CLAIM]).toBe(MFA_TOTP);
    const served = await api(ADMIN_ROUTE, { headers: bearer(admin.accessToken) });
    expect(served.status).toBe(200);
    const me = await api('/api/me', { headers: bearer(admin.accessToken) });
    expect(await me.json()).toMatchObject({ id: admin.sub, isAdmin: true });
  });

  it('refreshed tokens are worked out again by the trigger and keep the claim', async () => {
    const admin = await signIn({ admin: true });
    const client = userPool();
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.pool.clientId,
        AuthParameters: { REFRESH_TOKEN: admin.refreshToken },
      }),
    );
    const refreshed = AuthenticationResult?.AccessToken ?? '';
    expect(claimsOf(refreshed)[MFA_CLAIM]).toBe(MFA_TOTP);
    expect((await api(ADMIN_ROUTE, { headers: bearer(refreshed) })).status).toBe(200);
  });

  it('a client is not asked for a code, gets the claim `none`, and admin routes stay 403 forbidden', async () => {
    const client = await signIn();
    expect(claimsOf(client.accessToken)[MFA_CLAIM]).toBe(MFA_NONE);
    expect((await api('/api/me', { headers: bearer(client.accessToken) })).status).toBe(200);
    const refused = await api(ADMIN_ROUTE, { headers: bearer(client.accessToken) });
    expect(refused.status).toBe(403);
    expect(ErrorBodySchema.parse(await refused.json()).code).toBe('forbidden');
  });

  it('the claim cannot be forged: not in a token signed by another key, nor added to a real token', async () => {
    const admin = await signIn({ admin: true, mfa: false });
    const forgedClaims = { ...claimsOf(admin.accessToken), [MFA_CLAIM]: MFA_TOTP };
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherKey = signWithLocalKey(forgedClaims, privateKey.export({ format: 'jwk' }));
    expect((await api(ADMIN_ROUTE, { headers: bearer(otherKey) })).status).toBe(401);
    const [header, , signature] = admin.accessToken.split('.');
    const edited = `${header}.${Buffer.from(JSON.stringify(forgedClaims)).toString('base64url')}.${signature}`;
    expect((await api(ADMIN_ROUTE, { headers: bearer(edited) })).status).toBe(401);
    // The same claims signed by the pool's key are served: the two refusals above are the signature's.
    const poolSigned = signWithLocalKey(accessClaims({ ...forgedClaims }));
    expect((await api(ADMIN_ROUTE, { headers: bearer(poolSigned) })).status).toBe(200);
  });

  it('signing out revokes the refresh token: it gives no new tokens afterwards', async () => {
    const admin = await signIn({ admin: true });
    // Cognito marks tokens of a client that revokes with origin_jti; Amplify's signOut revokes only then.
    expect(claimsOf(admin.accessToken).origin_jti).toEqual(expect.any(String));
    const client = userPool();
    await client.send(new RevokeTokenCommand({ ClientId: stack.pool.clientId, Token: admin.refreshToken }));
    await expect(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.pool.clientId,
          AuthParameters: { REFRESH_TOKEN: admin.refreshToken },
        }),
      ),
    ).rejects.toThrow();
  });

  it('admin:grant refuses someone without an authenticator app, and grants once they have set one up (no trust on first use)', async () => {
    const client = await signIn();
    const options = {
      email: client.email,
      userPoolId: stack.pool.userPoolId,
      region: REGION,
      endpoint: stack.urls.cognito,
    };
    await expect(grantAdmin(options)).rejects.toThrow(/has no authenticator app yet/);
    const signedIn = (totpSecret?: string) =>
      signInLocally(stack.urls.cognito, stack.pool.clientId, {
        email: client.email,
        password: PASSWORD,
        totpSecret,
      });
    expect(claimsOf((await signedIn()).AccessToken ?? '')['cognito:groups']).toBeUndefined();

    // Set up as a client (My account > Two-step login), with the session their own password opened.
    const totpSecret = await enrolTotp(stack.urls.cognito, client.accessToken);
    await grantAdmin(options);
    const admin = await signedIn(totpSecret);
    expect(claimsOf(admin.AccessToken ?? '')).toMatchObject({
      'cognito:groups': [ADMIN_GROUP],
      [MFA_CLAIM]: MFA_TOTP,
    });
    expect((await api(ADMIN_ROUTE, { headers: bearer(admin.AccessToken ?? '') })).status).toBe(200);
  });
});
