import { type PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SMS_MESSAGE_TYPE } from '../../shared/sms';
import { smsClient } from '../lib/aws';
import { smsEnv } from '../lib/env';

/**
 * One text through End User Messaging SMS: from the stage's pool (its UK sender ID and its
 * opt-out list), logged under the stage's configuration set, marked transactional (service messages,
 * never marketing). Answers the provider's message id, or throws the SDK's error for the caller to
 * sort (textRefusal).
 */
export const sendText = async (
  to: string,
  body: string,
  client: PinpointSMSVoiceV2Client = smsClient(),
): Promise<string> => {
  const { SMS_ORIGINATION_IDENTITY, SMS_CONFIGURATION_SET } = smsEnv();
  const { MessageId } = await client.send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: to,
      OriginationIdentity: SMS_ORIGINATION_IDENTITY,
      ConfigurationSetName: SMS_CONFIGURATION_SET,
      MessageType: SMS_MESSAGE_TYPE,
      MessageBody: body,
    }),
  );
  return MessageId ?? '';
};

/** The reasons End User Messaging gives for a send its protect configuration refused. */
const PROTECT_BLOCKS: ReadonlySet<string> = new Set([
  'DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION',
  'DESTINATION_PHONE_NUMBER_BLOCKED_BY_PROTECT_NUMBER_OVERRIDE',
]);

/** What the provider's refusal means for the notice. */
export type TextRefusal = 'opted_out' | 'permanent' | 'transient';

/**
 * The number is on the opt-out list (ConflictException, reason DESTINATION_PHONE_NUMBER_OPTED_OUT);
 * a request the service will never take (ValidationException: a malformed number or body;
 * AccessDeniedException: the account or role may not send, which needs a person, not a retry; a
 * ConflictException for a country or number the protect configuration blocks). The
 * rest (throttling, the monthly spend limit reached, an outage) clear with time.
 */
export const textRefusal = (error: unknown): TextRefusal => {
  const { name, Reason } = (error ?? {}) as { name?: string; Reason?: string };
  if (name === 'ConflictException' && Reason === 'DESTINATION_PHONE_NUMBER_OPTED_OUT') return 'opted_out';
  if (name === 'ValidationException' || name === 'AccessDeniedException') return 'permanent';
  // The stage's protect configuration allows GB only (infra/constructs/text-messages.ts): a number it
  // blocks stays blocked, however often it is tried.
  if (name === 'ConflictException' && Reason && PROTECT_BLOCKS.has(Reason)) return 'permanent';
  return 'transient';
};
