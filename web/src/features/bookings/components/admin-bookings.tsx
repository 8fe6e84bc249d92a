import { formatDate } from '@shared/dates';
import { type AdminBooking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ClientLine } from '@/components/ui/client-line';
import { ExportButton } from '@/components/ui/export-button';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { CLIENT_NAME_PARAM, CLIENT_PARAM } from '@/config/portal-paths';
import { adminBookingContent } from '@/features/bookings/admin-content';
import {
  type BookingFilters,
  exportBookings,
  useAllBookings,
} from '@/features/bookings/api/list-all-bookings';
import { bookingContent } from '@/features/bookings/content';
import { lazyComponent } from '@/lib/lazy-component';
import { BookingFiltersForm } from './booking-filters';
import { BookingStatusActions } from './booking-status-actions';
import { BookingSummary } from './booking-summary';
import { EarlyCheckOut } from './early-check-out';
import { VisitRecordPanel } from './visit-record-panel';

// The key register's schemas load only when a visit on screen needs a key.
const bookingKey = lazyComponent(async () => (await import('./booking-key')).BookingKey);

const clashText = (booking: AdminBooking) =>
  (booking.staffClashes ?? [])
    .map((clash) => `${formatDate(clash.serviceDate)} ${clash.serviceTime} for ${clash.durationHours} hours`)
    .join('; ');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a link into the screen carries; anything else in the address is ignored. */
const linkedFilters = (params: URLSearchParams): BookingFilters => {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    view: params.get('view') === 'past' ? 'past' : 'upcoming',
    from: day('from'),
    to: day('to'),
    q: params.get('q')?.slice(0, 100) || undefined,
  };
};

interface AdminBookingsProps {
  /** Under each booking, what it told the client and the office: composed by the route. */
  notices?: (booking: AdminBooking, label: string) => ReactNode;
}

/** The office's booking screen: upcoming (today at the top) or past, filtered and searched, with the moves. */
export function AdminBookings({ notices }: AdminBookingsProps) {
  // A client's page links here with `?client=<id>&name=<name>`: their visits, past and to come; a piece
  // of feedback with `?view=past&from=<day>&to=<day>&q=<email>`: its visit.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<BookingFilters>(() => linkedFilters(params));
  const linked = params.get(CLIENT_PARAM);
  const client = linked ? { id: linked, name: params.get(CLIENT_NAME_PARAM) ?? '' } : undefined;
  const setClient = (next: { id: string; name: string } | undefined) =>
    setParams(next ? { [CLIENT_PARAM]: next.id, [CLIENT_NAME_PARAM]: next.name } : {}, { replace: true });
  const listed = { ...filters, clientId: client?.id };
  const bookings = useAllBookings(listed);
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="all-bookings-heading">
      <SectionHeader id="all-bookings-heading" title={bookingContent.allHeading} />
      <BookingFiltersForm
        filters={filters}
        onChange={setFilters}
        actions={<ExportButton exportFile={() => exportBookings(listed)} />}
      />
      {client && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-slate-800">
          {adminBookingContent.clientFilter(client.name)}
          <Button variant="secondary" onClick={() => setClient(undefined)}>
            {adminBookingContent.clearClient}
          </Button>
        </p>
      )}
      <QueryState
        query={bookings}
        isEmpty={items.length === 0 && !bookings.hasNextPage}
        loading={bookingContent.loading}
        empty={bookingContent.adminEmpty}
        failure={bookingContent.failure}
      >
        <ItemList label={bookingContent.allHeading} busy={bookings.isPlaceholderData}>
          {items.map((booking) => (
            <Item key={booking.id}>
              <BookingSummary booking={booking}>
                <div className="flex flex-wrap items-center gap-3">
                  <ClientLine item={booking} label={bookingContent.client} />
                  {!client && (
                    <button
                      type="button"
                      className="text-sm font-semibold text-blue-800 underline"
                      onClick={() =>
                        setClient({
                          id: booking.userId,
                          name: booking.clientName ?? booking.clientEmail ?? '',
                        })
                      }
                    >
                      {adminBookingContent.onlyClient}
                      <span className="sr-only">: {booking.clientName ?? booking.clientEmail}</span>
                    </button>
                  )}
                </div>
              </BookingSummary>
              {booking.visit && <VisitRecordPanel booking={booking} visit={booking.visit} />}
              {booking.keyId && (
                <div className="mt-2">
                  <Suspense fallback={null}>
                    <bookingKey.Component clientId={booking.userId} keyId={booking.keyId} />
                  </Suspense>
                </div>
              )}
              {booking.internalNotes && (
                <p className="mt-2 rounded-md bg-blue-50 p-2 text-slate-800">
                  <span className="font-semibold">{adminBookingContent.internalNotes}:</span>{' '}
                  {booking.internalNotes}
                </p>
              )}
              {booking.override && (
                <p className="mt-2 text-slate-800">{adminBookingContent.override(booking.override.reason)}</p>
              )}
              {booking.assignmentOverride && (
                <p className="mt-2 text-slate-800">
                  {adminBookingContent.assignedOverride(booking.assignmentOverride.reason)}
                </p>
              )}
              {booking.earlyCheckOut && <EarlyCheckOut booking={booking} early={booking.earlyCheckOut} />}
              {booking.staffClashes && (
                <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {adminBookingContent.clash(booking.staffName ?? '', clashText(booking))}
                </p>
              )}
              <div className="mt-3 empty:hidden">
                <BookingStatusActions booking={booking} />
              </div>
              {notices?.(
                booking,
                `${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)}`,
              )}
            </Item>
          ))}
        </ItemList>
        <LoadMore query={bookings} />
      </QueryState>
    </section>
  );
}
