import * as z from 'zod';
import { normaliseUkMobile, STOP_WORDS } from '../../shared/sms';
import { usersWithMobile } from '../data/mobile';
import { turnTextsOff } from '../data/profile';
import { logger } from '../lib/logger';

/**
 * Replies to texts (issue 27): End User Messaging publishes each one to the stage's SNS topic, which
 * invokes the notice sender; the local SMS stand-in invokes it the same way. A reply that asks to stop
 * turns texts off on every profile holding the number (found through its MOBILE# links); anything
 * else is only logged, as nobody reads replies.
 */

/** The message End User Messaging publishes (its two-way SMS payload). */
const InboundSchema = z.object({
  originationNumber: z.string(),
  messageBody: z.string(),
  inboundMessageId: z.string().optional(),
});

/** The part of an SNS event the handler reads. */
export interface SnsEvent {
  Records: { EventSource?: string; Sns: { Message: string } }[];
}

export const isSnsEvent = (event: unknown): event is SnsEvent =>
  Array.isArray((event as SnsEvent | undefined)?.Records) &&
  (event as SnsEvent).Records.length > 0 &&
  (event as SnsEvent).Records.every((record) => typeof record?.Sns?.Message === 'string');

const jsonOrNothing = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Whether a reply asks to stop: its first word, in any case, is a stop keyword. */
export const asksToStop = (body: string): boolean =>
  STOP_WORDS.has(body.trim().split(/\s+/)[0]?.toUpperCase() ?? '');

/** Handles the replies in one SNS event; answers how many profiles had texts turned off. */
export const handleReplies = async (event: SnsEvent): Promise<{ replies: number; stopped: number }> => {
  let stopped = 0;
  for (const record of event.Records) {
    const parsed = InboundSchema.safeParse(jsonOrNothing(record.Sns.Message));
    if (!parsed.success) {
      logger.warn('a text reply that is not End User Messaging shape', {
        issues: parsed.error.issues.length,
      });
      continue;
    }
    const mobile = normaliseUkMobile(parsed.data.originationNumber);
    if (!mobile || !asksToStop(parsed.data.messageBody)) {
      logger.info('a text reply that asks nothing', { inboundMessageId: parsed.data.inboundMessageId });
      continue;
    }
    for (const userId of await usersWithMobile(mobile)) if (await turnTextsOff(userId, mobile)) stopped += 1;
  }
  return { replies: event.Records.length, stopped };
};
