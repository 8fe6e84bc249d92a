// cognito-local, started with its message delivery replaced: instead of printing a code in a box on
// its console (output that can sit in a buffer until its next request), each message goes at once to
// the local stack over the IPC channel, which mails it through SES local (cognito-codes.ts).
const path = require('node:path');

const lib = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib');
const { ConsoleMessageSender } = require(
  path.join(lib, 'services', 'messageDelivery', 'consoleMessageSender'),
);

ConsoleMessageSender.prototype.sendToConsole = (_ctx, user, destination, { __code, ...message }) =>
  new Promise((resolve) => {
    // With the custom-message trigger (lambdas/users/custom-message.ts) the message carries its subject
    // and HTML, the code already in place, as Cognito mails them.
    const delivery = {
      username: user.Username,
      destination,
      code: __code,
      subject: message.emailSubject || undefined,
      html: message.emailMessage || undefined,
    };
    if (process.send) process.send({ type: 'code', delivery }, () => resolve());
    else resolve();
  });

// cognito-local answers CORS for any origin, so any web page could call its admin API (make a user an
// admin, for one). Only the pages in ALLOWED_ORIGINS (the local site) may; other origins get no CORS
// headers, and every call needs a preflight (X-Amz-Target), which the browser then refuses.
const corsPath = require.resolve('cors', { paths: [lib] });
const cors = require(corsPath);
const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
require.cache[corsPath].exports = (options) => cors({ ...options, origin: allowed });

// Pre-token generation as infra wires it (version 2, auth-stack.ts). cognito-local 5.3 sends the
// version 1 event and applies the answer's claims to the ID token only; Cognito's version 2 event can
// add claims to the access token too, which is the token the API reads (the MFA claim, shared/auth.ts).
// Here the event says version 2, and the answer's claimsAndScopeOverrideDetails is applied to each token
// the way Cognito applies it: added or overridden, never a reserved claim (cognito-local's own list).
// Tokens also get the `origin_jti` Cognito adds when the app client revokes tokens, which is what tells
// Amplify's signOut to call RevokeToken.
const { LambdaService } = require(path.join(lib, 'services', 'lambda'));
const createLambdaEvent = LambdaService.prototype.createLambdaEvent;
LambdaService.prototype.createLambdaEvent = function (event) {
  const lambdaEvent = createLambdaEvent.call(this, event);
  if (!String(event.triggerSource).startsWith('TokenGeneration_')) return lambdaEvent;
  return { ...lambdaEvent, version: '2', response: { claimsAndScopeOverrideDetails: null } };
};

const jwt = require(require.resolve('jsonwebtoken', { paths: [lib] }));
const { randomUUID } = require('node:crypto');
const signingKey = require(path.join(lib, 'keys', 'cognitoLocal.private.json'));
const { JwtTokenGenerator } = require(path.join(lib, 'services', 'tokenGenerator'));
const RESERVED = new Set([
  'acr',
  'amr',
  'aud',
  'at_hash',
  'auth_time',
  'azp',
  'cognito:username',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'origin_jti',
  'sub',
  'token_use',
  'client_id',
  'scope',
  'username',
  'cognito:groups',
]);
const resign = (token, extra, generation) => {
  const payload = jwt.decode(token);
  const added = Object.entries(generation?.claimsToAddOrOverride ?? {}).filter(
    ([claim]) => !RESERVED.has(claim),
  );
  const suppressed = new Set((generation?.claimsToSuppress ?? []).filter((claim) => !RESERVED.has(claim)));
  const claims = Object.fromEntries(
    [...Object.entries(payload), ...added, ...Object.entries(extra)].filter(
      ([claim]) => !suppressed.has(claim),
    ),
  );
  return jwt.sign(claims, signingKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
};
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function (ctx, user, groups, client, metadata, source) {
  let details;
  const triggers = Object.create(this.triggers);
  triggers.preTokenGeneration = async (...args) => {
    const answer = await this.triggers.preTokenGeneration(...args);
    details = answer?.claimsAndScopeOverrideDetails ?? undefined;
    return { ...answer, claimsOverrideDetails: undefined };
  };
  const generator = Object.assign(Object.create(this), { triggers });
  const tokens = await generate.call(generator, ctx, user, groups, client, metadata, source);
  const extra = client.EnableTokenRevocation ? { origin_jti: randomUUID() } : {};
  if (!details && !client.EnableTokenRevocation) return tokens;
  return {
    ...tokens,
    AccessToken: resign(tokens.AccessToken, extra, details?.accessTokenGeneration),
    IdToken: resign(tokens.IdToken, extra, details?.idTokenGeneration),
  };
};

// cognito-local 5.3 keeps the refresh token of a password-only sign-in but not of one finished through
// RespondToAuthChallenge (an admin's authenticator code), so such a session could never refresh nor be
// revoked. Kept here as InitiateAuth keeps it, as Cognito does.
const { Targets } = require(path.join(lib, 'targets', 'targets'));
const respondToAuthChallenge = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const target = respondToAuthChallenge(services);
  return async (ctx, req) => {
    const answer = await target(ctx, req);
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    if (!refreshToken) return answer;
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.ChallengeResponses?.USERNAME);
    if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
    return answer;
  };
};

// cognito-local 5.3 accepts SignUp whatever the pool says; Cognito refuses it when only admins may create
// users (AdminCreateUserConfig.AllowAdminCreateUserOnly, auth-stack.ts: sign-up goes through the API,
// decision 015). Refused here as Cognito refuses it, with its error and message.
const { NotAuthorizedError } = require(path.join(lib, 'errors'));
const signUp = Targets.SignUp;
Targets.SignUp = (services) => {
  const target = signUp(services);
  return async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    if (userPool.options.AdminCreateUserConfig?.AllowAdminCreateUserOnly)
      throw new NotAuthorizedError(
        'SignUp is not permitted for this user pool. Signup must be performed by an administrator.',
      );
    return target(ctx, req);
  };
};

// cognito-local 5.3 has no AdminUserGlobalSignOut (an erasure and a password reset end every session:
// lambdas/lib/user-pool.ts). As Cognito does, it drops every refresh token the user holds, so none of
// them gets new tokens; access tokens already issued run out on their own.
const { UserNotFoundError } = require(path.join(lib, 'errors'));
Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

// cognito-local 5.3 signs in a disabled user (AdminDisableUser only sets the flag); Cognito refuses
// them with NotAuthorizedException "User is disabled." (a member marked as left, lambdas/lib/user-pool.ts
// closeSignIn), by password or by refresh token. Refused here the same way, before the flow runs.
const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const target = initiateAuth(services);
  return async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const username = req.AuthParameters?.USERNAME;
    const refreshToken = req.AuthParameters?.REFRESH_TOKEN;
    const user = username
      ? await userPool.getUserByUsername(ctx, username)
      : refreshToken
        ? await userPool.getUserByRefreshToken(ctx, refreshToken)
        : undefined;
    if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return target(ctx, req);
  };
};

// cognito-local keeps each pool in memory and writes it through StormDB, which rewrites the whole file,
// pretty-printed through a replacer, on every change: each sign-in's refresh token cost a pass over every
// user, and the pool grows with every account made. Writes here wait up to a second and carry every change
// made meanwhile, so a burst of sign-ins costs one. Nothing reads the files but cognito-local at its start,
// from memory after; what is still unwritten is written before the process ends (stopped, or its parent
// gone).
const { writeFileSync } = require('node:fs');
const StormDB = require(require.resolve('stormdb', { paths: [lib] }));
const WRITE_WITHIN_MS = 1_000;
/** Each store with a change not yet on disk, and the write it waits for. */
const unwritten = new Map();
StormDB.prototype.save = function () {
  if (!unwritten.has(this))
    unwritten.set(
      this,
      setTimeout(() => {
        // One write at a time per file, serialised when it starts: a later write never races an earlier.
        this.writing = (this.writing ?? Promise.resolve())
          .then(() => {
            unwritten.delete(this);
            return this.engine.write(this.state);
          })
          .catch((error) => console.error('cognito-local could not save a pool', error));
      }, WRITE_WITHIN_MS),
    );
  return Promise.resolve();
};
const writeUnwritten = () => {
  for (const [db, timer] of unwritten) {
    clearTimeout(timer);
    writeFileSync(db.engine.path, db.engine.serialize(db.state));
  }
  unwritten.clear();
};
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    writeUnwritten();
    process.exit(0);
  });
process.once('disconnect', () => {
  writeUnwritten();
  process.exit(0);
});

require(path.join(lib, 'bin', 'start.js'));
