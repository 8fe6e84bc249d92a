import { formatDate } from '@shared/dates';
import { ENQUIRY_FIELD_LABELS } from '@shared/enquiry-labels';
import type { EnquiryListItem } from '@shared/schemas/enquiry';
import { StatusBadge } from '@/components/ui/status-badge';
import { mailTone } from '@/components/ui/status-tones';
import { enquiriesContent } from '@/features/enquiries/content';

const content = enquiriesContent;

const labels: Readonly<Record<string, string>> = ENQUIRY_FIELD_LABELS;
const order = Object.keys(labels);
const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);

/** The fields in the order the forms ask for them, by their labels; one without a label goes last. */
const fieldsOf = (details: EnquiryListItem['details']) =>
  Object.entries(details)
    .map(([key, value]) => ({ key, label: labels[key] ?? key, value: String(value) }))
    .sort((a, b) => rank(a.key) - rank(b.key));

/** One enquiry: who, what kind, when, its summary and mail status; every field on request. */
export function EnquiryItem({ enquiry }: { enquiry: EnquiryListItem }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{enquiry.name}</h3>
        <StatusBadge tone={mailTone(enquiry.mailStatus)}>
          {content.mailStatus(enquiry.mailStatus)}
        </StatusBadge>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-slate-700">
        <span>{formatDate(enquiry.receivedAt)}</span>
        <span>{content.types[enquiry.type]}</span>
        <a href={`mailto:${enquiry.email}`} className="break-all text-brand-800 underline underline-offset-4">
          {enquiry.email}
        </a>
      </p>
      <p className="mt-2 text-slate-800">{enquiry.summary}</p>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {content.details}
        </summary>
        {/* On a phone each label sits above its value, pairs spaced apart; wider, labels make a column. */}
        <dl className="grid gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-1.5">
          {[
            ...fieldsOf(enquiry.details),
            { key: 'mail', label: content.mail, value: content.attempts(enquiry.mailAttempts) },
          ].map(({ key, label, value }) => (
            <div key={key} className="sm:contents">
              <dt className="text-sm font-semibold text-slate-600 sm:text-base sm:text-slate-700">{label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
