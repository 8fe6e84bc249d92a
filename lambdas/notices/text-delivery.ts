import { isTextKind, type TextKind } from '../../shared/notices';
import type { Profile } from '../../shared/schemas/user';
import { TEXT_NOT_SENT } from '../../shared/sms';
import type { NoticeRecord } from '../data/notice';
import { finishNotice } from '../data/notice-store';
import { getProfile, turnTextsOff } from '../data/profile';
import { logger } from '../lib/logger';
import { type DeliveryOutcome, errorName, markFailed, QUEUE_NAMES, retryLater } from './finish';
import { sendText, textRefusal } from './send-text';
import { buildText } from './texts';

/**
 * Sends a claimed text notice, with the mail's guarantees (decision 011): the same claim,
 * retries and failure. The number and the consent are read at send time, not when the notice was
 * written: a client who turned texts off (or replied STOP) since gets nothing, and the notice says
 * why (`failed`, `opted_out`, without the alarm: nothing is wrong). The provider's own opt-out list
 * is honoured the same way, and turns the client's switch off so the portal says what is true.
 */
/**
 * Where a text goes now: a visit's text to the client's mobile while their texts are on; a mobile's
 * code to the number it proves, while the profile still holds that number (texts are off
 * until the code comes back). Undefined: nothing is sent.
 */
const destinationOf = (
  notice: NoticeRecord,
  profile: Profile,
): { to: string; kind: TextKind | 'mobile-code' } | undefined => {
  const { kind } = notice;
  if (kind === 'mobile-code')
    return 'mobileCode' in notice.facts && profile.mobile && notice.facts.mobileCode.mobile === profile.mobile
      ? { to: profile.mobile, kind }
      : undefined;
  return profile.textMessages && profile.mobile && isTextKind(kind)
    ? { to: profile.mobile, kind }
    : undefined;
};

export const deliverText = async (notice: NoticeRecord, now: Date): Promise<DeliveryOutcome> => {
  const profile = await getProfile(notice.userId);
  if (!profile) return markFailed(notice, 'recipient_gone', notice.attempts);
  const destination = destinationOf(notice, profile);
  if (!destination) return markFailed(notice, TEXT_NOT_SENT.optedOut, notice.attempts, { alarm: false });
  const { to, kind } = destination;

  const body = buildText(kind, notice.facts);
  let messageId: string;
  try {
    messageId = await sendText(to, body);
  } catch (error) {
    const refusal = textRefusal(error);
    if (refusal === 'opted_out') {
      await turnTextsOff(notice.userId, to);
      logger.info('text refused: the number opted out', { noticeId: notice.id });
      return markFailed(notice, TEXT_NOT_SENT.optedOut, notice.attempts + 1, { alarm: false });
    }
    return retryLater(notice, errorName(error), now, refusal === 'permanent');
  }

  await finishNotice(
    notice,
    'SET #status = :sent, sentAt = :now, messageId = :messageId, #to = :to, textBody = :body, attempts = :attempts REMOVE #qpk, #qsk, claimedUntil, nextAttemptAt, lastError',
    { ...QUEUE_NAMES, '#to': 'to' },
    {
      ':sent': 'sent',
      ':now': new Date().toISOString(),
      ':messageId': messageId,
      ':to': to,
      ':body': body,
      ':attempts': notice.attempts + 1,
    },
  );
  return 'sent';
};
