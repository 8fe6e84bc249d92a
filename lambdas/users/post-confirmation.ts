import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { saveProfile } from '../lib/profiles';

/**
 * Cognito's post-confirmation trigger: writes the new client's profile (full name from sign-up, email,
 * created date). Locally cognito-local invokes this same handler through the local gateway.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const id = attributes.sub ?? event.userName;
  await saveProfile({
    id,
    email: attributes.email ?? '',
    fullName: attributes.name?.trim() || (attributes.email ?? '').split('@')[0] || 'Client',
    createdAt: new Date().toISOString(),
  });
  logger.info('profile created', { userId: id });
  return event;
};
