import * as z from 'zod';
import { normaliseUkMobile, STOP_WORDS } from '../../shared/sms';
import { usersWithMobile } from '../data/mobile';
import { turnTextsOff } from '../data/profile';
import { logger } from '../lib/logger';

/**
 * Replies to texts: End User Messaging publishes each one to the stage's SNS topic, which
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

/**
 * The stop keywords that mean "stop" wherever they stand in a short reply ("please stop", "Stop.",
 * "can you stop texting me"); the others of STOP_WORDS (CANCEL, END, QUIT) only as the first word, as
 * End User Messaging reads them: "cancel Tuesday's visit" asks for something else.
 */
const STOP_ANYWHERE: ReadonlySet<string> = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT']);

/** A reply of at most this many words is read whole for a stop keyword; a longer one is a message. */
export const SHORT_REPLY_WORDS = 8;

/** Words that turn the keyword after them around ("do not stop the visits"). */
const NEGATIONS: ReadonlySet<string> = new Set(['NOT', 'DONT', 'NEVER', 'NO']);

/**
 * Whether a reply asks to stop, read without case or punctuation: its first word is
 * any stop keyword, or, in a short reply, a STOP_ANYWHERE keyword stands anywhere not after a
 * negation. Opting out is honoured generously: a texts-off by mistake is one tap to undo in the
 * portal, texts to someone who asked to stop are against PECR.
 */
export const asksToStop = (body: string): boolean => {
  const words = body
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/\bOPT[\s-]+OUT\b/g, 'OPTOUT')
    .split(/[^A-Z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const [first] = words;
  if (first === undefined) return false;
  if (STOP_WORDS.has(first) || STOP_ANYWHERE.has(first.replace(/-/g, ''))) return true;
  if (words.length > SHORT_REPLY_WORDS) return false;
  return words.some(
    (word, index) => STOP_ANYWHERE.has(word.replace(/-/g, '')) && !NEGATIONS.has(words[index - 1] ?? ''),
  );
};

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
