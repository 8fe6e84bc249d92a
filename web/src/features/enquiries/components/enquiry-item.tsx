import type { EnquiryListItem, EnquiryStatus } from '@shared/schemas/enquiry';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { BadgeTone } from '@/components/ui/status-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { mailTone } from '@/components/ui/status-tones';
import { clientPagePath } from '@/config/portal-paths';
import { enquiriesContent } from '@/features/enquiries/content';
import { formatMoment } from '@/lib/moment';

const content = enquiriesContent;

const when = formatMoment;

const statusTones: Record<EnquiryStatus, BadgeTone> = { new: 'amber', contacted: 'blue', closed: 'slate' };

const linkClass = 'break-all text-brand-800 underline underline-offset-4';

/** A value to open in the phone or mail app, or as text. */
function FieldValue({ field }: { field: EnquiryListItem['fields'][number] }) {
  if (field.link === 'tel')
    return (
      <a href={`tel:${field.value.replace(/[^0-9+]/g, '')}`} className={linkClass}>
        {field.value}
      </a>
    );
  if (field.link === 'mailto')
    return (
      <a href={`mailto:${field.value}`} className={linkClass}>
        {field.value}
      </a>
    );
  return field.value;
}

/**
 * Whether a client sent it signed in (then it is on their client page), or it came from the public form,
 * where the address is only what someone typed (security review L1).
 */
function Sender({ senderId }: { senderId: string | undefined }) {
  if (!senderId)
    return (
      <p className="mt-2 text-slate-700">
        <strong className="font-semibold text-amber-900">{content.senders.unverified}</strong>
        {'. '}
        {content.unverifiedHint}
      </p>
    );
  return (
    <p className="mt-2 flex flex-wrap gap-x-2 text-slate-700">
      <strong className="font-semibold text-green-900">{content.senders.signedIn}</strong>
      <Link to={clientPagePath(senderId)} className={linkClass}>
        {content.clientPage}
      </Link>
    </p>
  );
}

/**
 * One enquiry: who, what kind, when, where it stands (who moved it last, and when), its summary and
 * every field the visitor filled in, labelled as the form labels them; `children` holds the office's moves.
 */
export function EnquiryItem({ enquiry, children }: { enquiry: EnquiryListItem; children?: ReactNode }) {
  const status = content.statuses[enquiry.status];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{enquiry.name}</h3>
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone={statusTones[enquiry.status]}>{status}</StatusBadge>
          <StatusBadge tone={mailTone(enquiry.mailStatus)}>
            {content.mailStatus(enquiry.mailStatus)}
          </StatusBadge>
        </div>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        <span>{when(enquiry.receivedAt)}</span>
        <span>{content.types[enquiry.type]}</span>
        <a href={`mailto:${enquiry.email}`} className={linkClass}>
          {enquiry.email}
        </a>
        {enquiry.telephone && (
          <a href={`tel:${enquiry.telephone.replace(/[^0-9+]/g, '')}`} className={linkClass}>
            {enquiry.telephone}
          </a>
        )}
      </p>
      <Sender senderId={enquiry.senderId} />
      <p className="mt-2 text-slate-800">{enquiry.summary}</p>
      {enquiry.statusChanged && (
        <p className="mt-2 text-slate-700">
          {content.changed(status, enquiry.statusChanged.by, when(enquiry.statusChanged.at))}
        </p>
      )}
      {enquiry.invite && (
        <p className="mt-1 text-slate-700">
          {content.invitation(enquiry.invite.by, when(enquiry.invite.at), Boolean(enquiry.invite.sentAt))}
        </p>
      )}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {content.details}
        </summary>
        {/* On a phone each label sits above its value, pairs spaced apart; wider, labels make a column. */}
        <dl className="grid gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-1.5">
          {[
            ...enquiry.fields.map((field) => ({
              key: field.field,
              label: field.label,
              value: <FieldValue field={field} />,
            })),
            { key: 'mail', label: content.mail, value: content.attempts(enquiry.mailAttempts) },
            ...(enquiry.statusHistory.length
              ? [
                  {
                    key: 'history',
                    label: content.history,
                    value: enquiry.statusHistory
                      .map((entry) =>
                        content.historyEntry(
                          content.statuses[entry.from],
                          content.statuses[entry.to],
                          entry.by,
                          when(entry.at),
                        ),
                      )
                      .join('\n'),
                  },
                ]
              : []),
          ].map(({ key, label, value }) => (
            <div key={key} className="sm:contents">
              <dt className="text-sm font-semibold text-slate-600 sm:text-base sm:text-slate-700">{label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {children && <div className="mt-3">{children}</div>}
    </>
  );
}
