import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { MFA_CLAIM, MFA_NONE, MFA_TOTP } from '../../shared/auth';
import { cognitoClient } from '../lib/aws';
import { logger } from '../lib/logger';

/**
 * Cognito's pre-token-generation trigger (event version 2, so it can add claims to the access token,
 * the one the API reads). It adds MFA_CLAIM: `totp` when the user has a verified authenticator app
 * enabled, `none` otherwise. The value comes from the pool's own record of the user (AdminGetUser),
 * never from the request: with MFA optional for the pool, Cognito asks every user who has an app
 * enabled for its code before it issues tokens (and the pool remembers no devices that could skip it),
 * so `totp` means this session passed that challenge.
 *
 * Refreshed tokens are worked out again: an admin who turns the app off loses the claim at the next
 * refresh, within the access token's lifetime (shared/auth.ts TOKEN_VALIDITY).
 */
export const handler = async (
  event: PreTokenGenerationV2TriggerEvent,
): Promise<PreTokenGenerationV2TriggerEvent> => {
  const user = await cognitoClient().send(
    new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }),
  );
  const totp = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  const claims = { [MFA_CLAIM]: totp ? MFA_TOTP : MFA_NONE };
  logger.info('tokens issued', { triggerSource: event.triggerSource, mfa: claims[MFA_CLAIM] });
  event.response = {
    claimsAndScopeOverrideDetails: {
      idTokenGeneration: { claimsToAddOrOverride: claims },
      accessTokenGeneration: { claimsToAddOrOverride: claims },
    },
  };
  return event;
};
