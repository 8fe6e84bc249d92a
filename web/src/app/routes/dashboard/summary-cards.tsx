import { CalendarCheck, CalendarPlus, Gift } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { overviewContent as content } from '@/content/portal-overview';
import { BookServiceButton } from '@/features/bookings/components/book-service-button';

function SummaryCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-2 flex flex-1 flex-col justify-between gap-4 text-slate-700">{children}</div>
    </section>
  );
}

const iconClass = 'size-6 text-brand-700';

// Its own chunk: what the code does, the code, the link and the friends load after the overview has drawn.
const ReferralDetails = lazy(() => import('@/features/referrals/components/referral-details'));

/** The overview's three cards: book a service, how many are coming up, and the referral offer. */
export function SummaryCards({ upcomingCount }: { upcomingCount: number | undefined }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SummaryCard
        icon={<CalendarPlus aria-hidden="true" className={iconClass} />}
        title={content.bookService.heading}
      >
        <p>{content.bookService.body}</p>
        <BookServiceButton label={content.bookService.action} className="self-start" />
      </SummaryCard>
      <SummaryCard
        icon={<CalendarCheck aria-hidden="true" className={iconClass} />}
        title={content.upcoming.heading}
      >
        <p>
          <span className="block text-4xl font-bold text-slate-900">{upcomingCount ?? '–'}</span>
          {content.upcoming.body(upcomingCount ?? 0)}
        </p>
      </SummaryCard>
      <SummaryCard icon={<Gift aria-hidden="true" className={iconClass} />} title={content.referral.heading}>
        <Suspense fallback={null}>
          <ReferralDetails />
        </Suspense>
      </SummaryCard>
    </div>
  );
}
