import { isTextKind } from '../../shared/notices';
import { TEXT_NOT_SENT } from '../../shared/sms';
import type { NoticeRecord } from '../data/notice';
import { getProfile, turnTextsOff } from '../data/profile';
import { logger } from '../lib/logger';
import { type DeliveryOutcome, errorName, finish, markFailed, QUEUE_NAMES, retryLater } from './finish';
import { sendText, textRefusal } from './send-text';
import { buildText } from './texts';

/**
 * Sends a claimed text notice (issue 27), with the mail's guarantees (decision 011): the same claim,
 * retries and failure. The number and the consent are read at send time, not when the notice was
 * written: a client who turned texts off (or replied STOP) since gets nothing, and the notice says
 * why (`failed`, `opted_out`, without the alarm: nothing is wrong). The provider's own opt-out list
 * is honoured the same way, and turns the client's switch off so the portal says what is true.
 */
export const deliverText = async (notice: NoticeRecord, now: Date): Promise<DeliveryOutcome> => {
  const profile = await getProfile(notice.userId);
  if (!profile) return markFailed(notice, 'recipient_gone', notice.attempts);
  if (!profile.textMessages || !profile.mobile || !isTextKind(notice.kind))
    return markFailed(notice, TEXT_NOT_SENT.optedOut, notice.attempts, { alarm: false });

  const body = buildText(notice.kind, notice.facts);
  let messageId: string;
  try {
    messageId = await sendText(profile.mobile, body);
  } catch (error) {
    const refusal = textRefusal(error);
    if (refusal === 'opted_out') {
      await turnTextsOff(notice.userId, profile.mobile);
      logger.info('text refused: the number opted out', { noticeId: notice.id });
      return markFailed(notice, TEXT_NOT_SENT.optedOut, notice.attempts + 1, { alarm: false });
    }
    return retryLater(notice, errorName(error), now, refusal === 'permanent');
  }

  await finish(
    notice,
    'SET #status = :sent, sentAt = :now, messageId = :messageId, #to = :to, textBody = :body, attempts = :attempts REMOVE #qpk, #qsk, claimedUntil, nextAttemptAt, lastError',
    { ...QUEUE_NAMES, '#to': 'to' },
    {
      ':sent': 'sent',
      ':now': new Date().toISOString(),
      ':messageId': messageId,
      ':to': profile.mobile,
      ':body': body,
      ':attempts': notice.attempts + 1,
    },
  );
  return 'sent';
};
