import { formatDate } from '@shared/dates';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@shared/schemas/booking';
import type { AdminFeedback } from '@shared/schemas/feedback';
import { SORT_ORDERS } from '@shared/schemas/search';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExportButton } from '@/components/ui/export-button';
import { Item, ItemList } from '@/components/ui/item-list';
import { Link } from '@/components/ui/link';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SectionHeader } from '@/components/ui/section-header';
import { SelectField } from '@/components/ui/select-field';
import { StarRating } from '@/components/ui/star-rating';
import { dashboardPaths } from '@/config/portal-paths';
import {
  exportFeedback,
  type FeedbackFilters,
  useAllFeedback,
} from '@/features/feedback/api/list-all-feedback';
import { adminFeedbackContent as content } from '@/features/feedback/content';
import { PublicationControl } from './publication-control';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The office's booking screen, narrowed to the day of the visit and its client. */
const visitLink = (entry: AdminFeedback) =>
  `${dashboardPaths.bookings}?${new URLSearchParams({
    view: 'past',
    from: entry.serviceDate ?? '',
    to: entry.serviceDate ?? '',
    ...(entry.clientEmail ? { q: entry.clientEmail } : {}),
  })}`;

/** The office's Feedback tab: every rating and comment, filtered, with the average of what matches. */
export function AdminFeedbackTab() {
  const [filters, setFilters] = useState<FeedbackFilters>({});
  const feedback = useAllFeedback(filters);
  const items = feedback.data?.pages.flatMap((page) => page.items) ?? [];
  const summary = feedback.data?.pages[0]?.summary;
  const onSearch = useCallback((q: string | undefined) => setFilters((current) => ({ ...current, q })), []);
  return (
    <section aria-labelledby="office-feedback-heading">
      <SectionHeader id="office-feedback-heading" title={content.heading}>
        <ExportButton exportFile={() => exportFeedback(filters)} />
      </SectionHeader>
      <fieldset className="mb-4 grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">{content.filters}</legend>
        <SearchField label={content.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.rating}
          value={filters.rating ?? ''}
          placeholder={content.anyRating}
          options={RATINGS.map((stars) => ({ value: String(stars), label: content.stars(stars) }))}
          onChange={(event) =>
            setFilters({ ...filters, rating: event.target.value ? Number(event.target.value) : undefined })
          }
        />
        <SelectField
          label={content.order}
          value={filters.order ?? 'newest'}
          options={SORT_ORDERS.map((order) => ({ value: order, label: content.orders[order] }))}
          onChange={(event) =>
            setFilters({ ...filters, order: event.target.value as FeedbackFilters['order'] })
          }
        />
      </fieldset>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {summary ? content.summary(summary.count, summary.average) : ''}
        </p>
        <Button variant="secondary" onClick={() => setFilters({})}>
          {content.clear}
        </Button>
      </div>
      <QueryState
        query={feedback}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((entry) => (
            <Item key={entry.id}>
              <FeedbackEntry entry={entry} />
            </Item>
          ))}
        </ItemList>
        <LoadMore query={feedback} />
      </QueryState>
    </section>
  );
}

function FeedbackEntry({ entry }: { entry: AdminFeedback }) {
  const service = entry.serviceType
    ? (SERVICE_TYPE_LABELS[entry.serviceType as ServiceType] ?? entry.serviceType)
    : undefined;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">
          {entry.clientName ?? content.deletedClient}
        </h3>
        <StarRating rating={entry.rating} label={content.rated(entry.rating)} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-slate-700">
        {entry.clientEmail && (
          <a
            href={`mailto:${entry.clientEmail}`}
            className="break-all text-brand-800 underline underline-offset-4"
          >
            {entry.clientEmail}
          </a>
        )}
        <span>{content.given(formatDate(entry.createdAt))}</span>
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">
        {entry.comment ?? <span className="text-slate-600 italic">{content.noComment}</span>}
      </p>
      {service && entry.serviceDate && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-slate-700">
          <span>{content.visit(service, formatDate(entry.serviceDate))}</span>
          <Link to={visitLink(entry)} className="font-semibold text-brand-800 underline underline-offset-4">
            {content.openVisit}
            <span className="sr-only">: {content.visit(service, formatDate(entry.serviceDate))}</span>
          </Link>
        </p>
      )}
      <PublicationControl entry={entry} />
    </>
  );
}
