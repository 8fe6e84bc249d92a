import { cognitoAuthConfig, type RuntimeConfig } from '@shared/config';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { setAccessTokenProvider } from '@/lib/api-session';
import { createLocalTokenRefresher } from './local-token-refresher';
import { loadRuntimeConfig } from './runtime-config';

const configure = async (): Promise<RuntimeConfig> => {
  const config = await loadRuntimeConfig();
  Amplify.configure({ Auth: { Cognito: cognitoAuthConfig(config) } });
  if (config.cognitoEndpoint)
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createLocalTokenRefresher(config.cognitoEndpoint, config.userPoolClientId),
    );
  // Amplify refreshes an expired access token here before the API client sends it.
  setAccessTokenProvider(async () => (await fetchAuthSession()).tokens?.accessToken.toString());
  return config;
};

let ready: Promise<RuntimeConfig> | undefined;

/**
 * Configures Amplify from `/config.json` once per page load. Only /auth and /dashboard (and Logout)
 * import this module, so public pages never download Amplify; the public forms load it on sending, and
 * only for a visitor who signed in on this browser (./signed-in.ts).
 */
export const ensureAmplify = (): Promise<RuntimeConfig> => {
  ready ??= configure().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
};
