import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createClientProfile } from '../data/profile';
import { logger } from '../lib/logger';

/**
 * Cognito's post-confirmation trigger: writes the new client's profile (full name from sign-up, email,
 * created date) and the welcome notice. Locally cognito-local invokes this same handler through the local gateway.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const id = attributes.sub ?? event.userName;
  const fullName = attributes.name?.trim() || (attributes.email ?? '').split('@')[0] || 'Client';
  // The profile and the welcome notice (issue 16) are one transaction; a repeated trigger writes neither.
  const created = await createClientProfile({ id, email: attributes.email ?? '', fullName });
  if (created) logger.info('profile created', { userId: id });
  return event;
};
