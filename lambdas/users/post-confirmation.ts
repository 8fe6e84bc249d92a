import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createClientProfile } from '../data/profile';
import { logger } from '../lib/logger';
import { signOutEverywhere } from '../lib/user-pool';

/**
 * Cognito's post-confirmation trigger: after a confirmed sign-up, writes the new client's profile (full
 * name, email, created date) and the welcome notice; after a password reset, signs the user out everywhere. Locally cognito-local invokes this same handler through the local gateway.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource === 'PostConfirmation_ConfirmForgotPassword') {
    // A new password ends every session, so whoever knew the old one (or took a device) is signed out.
    // Cognito runs this before its answer, so the sign-in that follows the reset is not affected.
    await signOutEverywhere(event.userName, event.userPoolId);
    logger.info('signed out everywhere after a password reset', { userId: event.request.userAttributes.sub });
    return event;
  }
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const id = attributes.sub ?? event.userName;
  const fullName = attributes.name?.trim() || (attributes.email ?? '').split('@')[0] || 'Client';
  // The profile and the welcome notice are one transaction; a repeated trigger writes neither.
  const created = await createClientProfile({ id, email: attributes.email ?? '', fullName });
  if (created) logger.info('profile created', { userId: id });
  return event;
};
