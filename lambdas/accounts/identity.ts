import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, poolId } from '../lib/user-pool';

export { adminIds, signOutEverywhere } from '../lib/user-pool';

/** Deletes a sign-in for good (Cognito accepts the sub as the user name); gone already is fine. */
export const deleteSignIn = async (sub: string): Promise<void> => {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};
