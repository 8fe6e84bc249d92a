/**
 * What the API client needs to know of the session, kept apart from it: the auth module registers the
 * access token's source here without loading the client (and with it the route table's schemas), so
 * /auth, which calls only Cognito, stays light.
 */

/** Reads the signed-in user's access token; registered by the auth module, so public pages never load Amplify. */
export type AccessTokenProvider = () => Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider | undefined;
let unauthorizedHandler: (() => void) | undefined;

/** Called by the auth module once Amplify is configured; until then non-public calls go without a token. */
export const setAccessTokenProvider = (provider: AccessTokenProvider | undefined) => {
  accessTokenProvider = provider;
};

/** What to do when the API refuses the caller's token (the portal sends them to /auth). */
export const setUnauthorizedHandler = (handler: (() => void) | undefined) => {
  unauthorizedHandler = handler;
};

export const accessToken = () => accessTokenProvider?.();

export const refusedToken = () => unauthorizedHandler?.();
