import { CalendarClock, ClipboardList, Receipt, Users } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { portalContent } from '@/content/portal';
import { useStats } from '@/features/users/api/get-stats';
import { adminContent } from '@/features/users/content';

const content = adminContent.stats;

/** The admin's four headline counts. */
export function StatsRow() {
  const stats = useStats();
  const cards = stats.data
    ? [
        { label: content.totalUsers, value: stats.data.totalUsers, Icon: Users },
        { label: content.totalBookings, value: stats.data.totalBookings, Icon: ClipboardList },
        { label: content.totalInvoices, value: stats.data.totalInvoices, Icon: Receipt },
        { label: content.pendingBookings, value: stats.data.pendingBookings, Icon: CalendarClock },
      ]
    : [];
  return (
    <QueryState
      query={stats}
      isEmpty={false}
      loading={portalContent.statsLoading}
      empty={null}
      failure={content.failure}
    >
      <dl aria-label={content.label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-start gap-2 text-sm font-semibold text-slate-700">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </QueryState>
  );
}
