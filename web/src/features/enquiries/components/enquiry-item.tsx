import { formatDate } from '@shared/dates';
import type { EnquiryListItem } from '@shared/schemas/enquiry';
import { StatusBadge } from '@/components/ui/status-badge';
import { mailTone } from '@/components/ui/status-tones';
import { enquiriesContent } from '@/features/enquiries/content';

const content = enquiriesContent;

/** Splits `preferredDaysTimes` into "preferred days times" for the details list. */
const fieldLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

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
        <dl className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
          {Object.entries(enquiry.details).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold capitalize">{fieldLabel(key)}</dt>
              <dd className="break-words whitespace-pre-line">{String(value)}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold">{content.mail}</dt>
            <dd>{content.attempts(enquiry.mailAttempts)}</dd>
          </div>
        </dl>
      </details>
    </>
  );
}
