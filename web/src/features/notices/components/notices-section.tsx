import { NOTICE_LABELS, type NoticeStatus } from '@shared/notices';
import type { Notice } from '@shared/schemas/notice';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { type NoticeOwner, useNotices, useResendNotice } from '@/features/notices/api/notices';
import { noticesContent as content } from '@/features/notices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { formatMoment } from '@/lib/moment';
import { useSubmission } from '@/lib/submission';

const tones: Record<NoticeStatus, BadgeTone> = {
  pending: 'amber',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

type Result = { ok: boolean; text: string };

/** One notice: what it was, to whom, where it stands and when; a sent or failed one can be sent again. */
function NoticeRow({ owner, notice }: { owner: NoticeOwner; notice: Notice }) {
  const resend = useResendNotice(owner);
  const sending = useSubmission((id: string) => resend.mutateAsync(id));
  const [result, setResult] = useState<Result>();
  const label = NOTICE_LABELS[notice.kind];
  const again = async () => {
    setResult(undefined);
    try {
      if ((await sending.submit(notice.id)) === 'sent') setResult({ ok: true, text: content.resent });
    } catch (error) {
      console.error('The notice was not resent', error);
      setResult({ ok: false, text: errorMessage(error) ?? content.resendFailed });
    }
  };
  const recipient = notice.to
    ? content.to(notice.to)
    : notice.audience === 'office'
      ? content.toOffice
      : content.toClient;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{label}</span>
        <StatusBadge tone="slate">{content.channels[notice.channel]}</StatusBadge>
        <StatusBadge tone={tones[notice.status]}>{content.statuses[notice.status]}</StatusBadge>
      </div>
      {notice.subject && <p className="mt-1 text-slate-800">{notice.subject}</p>}
      {notice.text && <p className="mt-1 text-slate-800">{notice.text}</p>}
      <p className="mt-1 break-all text-slate-700">{recipient}</p>
      <p className="mt-1 text-sm text-slate-700">
        {[
          content.written(formatMoment(notice.createdAt)),
          notice.sentAt && notice.status === 'sent' ? content.sent(formatMoment(notice.sentAt)) : undefined,
          notice.nextAttemptAt && notice.status === 'pending' && notice.attempts > 0
            ? content.nextTry(formatMoment(notice.nextAttemptAt))
            : undefined,
          notice.attempts > 0 ? content.attempts(notice.attempts) : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {notice.resentBy && notice.resentAt && (
        <p className="mt-1 text-sm text-slate-700">
          {content.resentHistory(
            // A notice resent before each resend was kept shows its latest only.
            notice.resends?.length || 1,
            notice.resentBy,
            formatMoment(notice.resentAt),
          )}
        </p>
      )}
      {notice.status === 'failed' && notice.lastError && (
        <p className="mt-2 rounded-md bg-red-50 p-2 text-red-900">
          <span className="font-semibold">{content.lastError}:</span>{' '}
          {content.reasons[notice.lastError] ?? notice.lastError}
        </p>
      )}
      {(notice.status === 'sent' || notice.status === 'failed') && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={sending.pending} onClick={() => void again()}>
            {sending.pending ? content.resending : content.resend}
            <span className="sr-only">: {label}</span>
          </Button>
        </div>
      )}
      <p
        role="status"
        className={`mt-1 empty:hidden ${result?.ok === false ? 'text-red-800' : 'text-green-800'}`}
      >
        {result?.text}
      </p>
    </li>
  );
}

function NoticeList({ owner }: { owner: NoticeOwner }) {
  const notices = useNotices(owner, true);
  const items = notices.data?.notices ?? [];
  return (
    <QueryState
      query={notices}
      isEmpty={items.length === 0}
      loading={content.loading}
      empty={content.empty}
      failure={content.failure}
    >
      <ul className="divide-y divide-slate-200" aria-label={content.heading}>
        {items.map((notice) => (
          <NoticeRow key={notice.id} owner={owner} notice={notice} />
        ))}
      </ul>
    </QueryState>
  );
}

/**
 * The office's view of what a booking or an invoice told its client and the office: read
 * when opened, so a long list asks for none until one is looked at. `which` names the owner for screen
 * readers, as the list has a Notices section per row.
 */
export function NoticesSection({ owner, which }: { owner: NoticeOwner; which?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
        {content.heading}
        {which && <span className="sr-only">: {which}</span>}
      </summary>
      {open && <NoticeList owner={owner} />}
    </details>
  );
}
