import { formatDate, formatPence } from '@shared/dates';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@shared/schemas/booking';
import type { Billable } from '@shared/schemas/invoice';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useBillable } from '@/features/invoices/api/list-billable';
import { invoiceContent } from '@/features/invoices/content';

const content = invoiceContent.dialog;

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

const label = (item: Billable) =>
  `${item.kind === 'cancellation' ? 'Cancellation fee: ' : ''}${SERVICE_TYPE_LABELS[item.serviceType as ServiceType] ?? item.serviceType}, ${formatDate(item.serviceDate)} ${item.serviceTime}`;

interface ReadyLinesProps {
  userId: string;
  field: UseFormRegisterReturn;
  /** One action for the monthly invoice: every ready line of a month. */
  onMonth: (month: string) => void;
  busy: boolean;
}

/** The client's completed visits and fees not yet invoiced, each a checkbox, ticked to include. */
export function ReadyLines({ userId, field, onMonth, busy }: ReadyLinesProps) {
  const ready = useBillable(userId);
  if (!userId) return null;
  const items = ready.data ?? [];
  const months = [
    ...new Set(items.filter((item) => item.seriesId).map((item) => item.serviceDate.slice(0, 7))),
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900">{content.ready}</legend>
      {ready.isPending && <p className="text-slate-700">{content.readyLoading}</p>}
      {ready.isError && <p className="text-red-700">{content.readyFailure}</p>}
      {ready.isSuccess && items.length === 0 && <p className="text-slate-700">{content.readyNone}</p>}
      {items.map((item) => (
        <label key={item.bookingId} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input type="checkbox" value={item.bookingId} defaultChecked className="mt-1 size-4" {...field} />
          <span className="flex-1">
            <span className="block text-slate-900">{label(item)}</span>
            <span className="block text-sm text-slate-700">
              {item.lines.map((line) => line.description).join(' · ')}
            </span>
          </span>
          <span className="font-semibold text-slate-900">{formatPence(item.totalPence)}</span>
        </label>
      ))}
      {months.map((month) => (
        <Button key={month} type="button" variant="secondary" disabled={busy} onClick={() => onMonth(month)}>
          {content.monthly(monthName(month))}
        </Button>
      ))}
    </fieldset>
  );
}
