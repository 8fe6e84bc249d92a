import { formatDate, formatPence } from '@shared/dates';
import { ENQUIRY_FIELD_LABELS } from '@shared/enquiry-labels';
import type { AccountExport } from '@shared/schemas/account';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { Child } from '@shared/schemas/children';
import type { Invoice } from '@shared/schemas/invoice';
import { displayUkMobile } from '@shared/sms';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { StatusBadge } from '@/components/ui/status-badge';
import { bookingTone, invoiceTone } from '@/components/ui/status-tones';
import { dashboardPaths, forClient } from '@/config/portal-paths';
import { adminContent } from '@/features/users/content';

const content = adminContent.client;

const Part = ({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h3>
      {action}
    </div>
    {children}
  </section>
);

/** Whether the client takes texts, at which number, and the consent on record. */
const textsOf = (profile: AccountExport['profile']): string | undefined => {
  if (!profile.mobile) return undefined;
  const mobile = displayUkMobile(profile.mobile);
  const state = (profile.textMessages ? content.textsTo : content.textsOff)(mobile);
  const consent = profile.textsConsent
    ? content.textsConsent(displayUkMobile(profile.textsConsent.mobile), formatDate(profile.textsConsent.at))
    : undefined;
  const waiting = profile.mobileCode ? content.textsWaiting : undefined;
  return [state, waiting ?? consent].filter(Boolean).join('; ');
};

const linkLook = 'font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900';
const rowLook =
  'flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-3 first:border-t-0';

/** Who the client is and what they keep on their profile. */
function Profile({ profile }: { profile: AccountExport['profile'] }) {
  const address = profile.address
    ? [profile.address.line1, profile.address.line2, profile.address.town, profile.address.postcode]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const rows: [string, string | undefined][] = [
    [content.email, profile.email],
    [content.phone, profile.phone],
    [content.address, address],
    [content.accessNotes, profile.accessNotes],
    [content.reminders, content.reminderOptions[profile.reminders]],
    [content.texts, textsOf(profile)],
    [content.joined, formatDate(profile.createdAt)],
  ];
  return (
    <Part id="client-profile" title={content.profile}>
      <dl className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">
                {label === content.email ? (
                  <a className={linkLook} href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : label === content.phone ? (
                  <a className={linkLook} href={`tel:${value}`}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </Part>
  );
}

/**
 * The office's page about one client: profile, children, visits (each opens in the bookings screen), invoices
 * (with the download the invoices feature gives), feedback and enquiries. What acts on other domains
 * (create an invoice, download one) and what they draw (a child's profile, the keys) comes from the
 * route, which composes the features.
 */
export function ClientDetail({
  client,
  invoiceAction,
  actions,
  childDetails,
  parts,
}: {
  client: AccountExport;
  invoiceAction: (invoice: Invoice) => ReactNode;
  actions: ReactNode;
  /** One child's profile, read-only, as the children feature draws it. */
  childDetails: (child: Child) => ReactNode;
  /** Other domains' parts of the page, after the family's details (the keys the company holds). */
  parts?: ReactNode;
}) {
  const { profile, bookings, invoices, feedback, enquiries, children } = client;
  const named = { id: profile.id, name: profile.fullName };
  const visitsLink = forClient(dashboardPaths.bookings, named);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{profile.fullName}</h2>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
      <Profile profile={profile} />
      <Part id="client-children" title={content.children.heading}>
        <p className="mb-3 text-sm text-slate-700">{content.children.hint}</p>
        {children.length === 0 ? (
          <p className="text-slate-700">{content.children.empty}</p>
        ) : (
          <ul aria-label={content.children.heading} className="space-y-4">
            {children.map((child) => (
              <li key={child.id} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
                {childDetails(child)}
              </li>
            ))}
          </ul>
        )}
      </Part>
      {parts}
      <Part
        id="client-visits"
        title={content.visits}
        action={
          <Link className={linkLook} to={visitsLink}>
            {content.allVisits}
          </Link>
        }
      >
        {bookings.length === 0 ? (
          <p className="text-slate-700">{content.noVisits}</p>
        ) : (
          <ul aria-label={content.visits}>
            {bookings.map((booking) => (
              <li key={booking.id} className={rowLook}>
                <Link className={linkLook} to={visitsLink}>
                  {formatDate(booking.serviceDate)} {booking.serviceTime} ·{' '}
                  {SERVICE_TYPE_LABELS[booking.serviceType]}
                </Link>
                <StatusBadge tone={bookingTone(booking.status)}>{booking.status}</StatusBadge>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part
        id="client-invoices"
        title={content.invoices}
        action={
          <Link className={linkLook} to={forClient(dashboardPaths.invoices, named)}>
            {content.allInvoices}
          </Link>
        }
      >
        {invoices.length === 0 ? (
          <p className="text-slate-700">{content.noInvoices}</p>
        ) : (
          <ul aria-label={content.invoices}>
            {invoices.map((invoice) => (
              <li key={invoice.id} className={rowLook}>
                <span className="text-slate-900">
                  <span className="font-semibold">{invoice.invoiceNumber}</span> ·{' '}
                  {formatDate(invoice.invoiceDate)} · {formatPence(invoice.totalPence)} · {content.due}{' '}
                  {formatDate(invoice.dueDate)}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge tone={invoiceTone(invoice.status)}>{invoice.status}</StatusBadge>
                  {invoiceAction(invoice)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="client-feedback" title={content.feedback}>
        {feedback.length === 0 ? (
          <p className="text-slate-700">{content.noFeedback}</p>
        ) : (
          <ul aria-label={content.feedback}>
            {feedback.map((entry) => (
              <li key={entry.id} className="border-t border-slate-100 py-3 first:border-t-0">
                <p className="font-semibold text-slate-900">
                  {content.rating(entry.rating)} · {formatDate(entry.createdAt)}
                </p>
                {entry.comment && <p className="mt-1 text-slate-700">{entry.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="client-enquiries" title={content.enquiries}>
        <p className="mb-2 text-sm text-slate-700">{content.enquiriesHint}</p>
        {enquiries.length === 0 ? (
          <p className="text-slate-700">{content.noEnquiries}</p>
        ) : (
          <ul aria-label={content.enquiries}>
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="border-t border-slate-100 py-3 first:border-t-0">
                <p className="font-semibold text-slate-900">
                  {content.received} {formatDate(enquiry.receivedAt)}
                </p>
                <dl className="mt-1 grid gap-x-4 text-slate-700 sm:grid-cols-[auto_1fr]">
                  {Object.entries(ENQUIRY_FIELD_LABELS)
                    .filter(([field]) => enquiry.fields[field] !== undefined && enquiry.fields[field] !== '')
                    .map(([field, label]) => (
                      <div key={field} className="contents">
                        <dt className="font-semibold">{label}</dt>
                        <dd className="break-words">{String(enquiry.fields[field])}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}
