import { business } from '@shared/business';
import { todayInLondon } from '@shared/dates';
import { QueryState } from '@/components/ui/query-state';
import { useMyStaffRecord } from '@/features/staff/api/my-record';
import { myRecordContent as content, staffDataContent } from '@/features/staff/content';
import { MemberDetails } from './member-details';
import { StaffDataDownload } from './staff-data-download';

/**
 * A member of the team's own page: what the office holds about them (their services, the
 * districts they cover, their hours, leave, and their certificates' dates), to check and to correct
 * through the office. It sits below their day (app/routes/dashboard/work-section.tsx), which
 * is what they open the page for.
 */
export function MyRecord() {
  const record = useMyStaffRecord();
  return (
    <section aria-labelledby="my-record-heading" className="mx-auto max-w-2xl">
      <h2 id="my-record-heading" className="mb-2 text-2xl font-semibold text-slate-900">
        {content.heading}
      </h2>
      <QueryState query={record} isEmpty={false} loading={content.loading} empty="" failure={content.failure}>
        {record.data && (
          <div className="space-y-4">
            <p className="text-lg text-slate-800">{content.intro(record.data.name)}</p>
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <MemberDetails member={record.data} today={todayInLondon()} />
            </div>
            <p className="text-slate-700">
              {content.wrong}{' '}
              <a className="font-semibold text-blue-800 underline" href={business.phoneHref}>
                {business.phone}
              </a>
              .
            </p>
            <div className="space-y-2">
              <StaffDataDownload />
              <p className="text-sm text-slate-600">{staffDataContent.hint}</p>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
