import { formatDate, todayInLondon } from '@shared/dates';
import type { Staff } from '@shared/schemas/staff';
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Item, ItemList } from '@/components/ui/item-list';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SectionHeader } from '@/components/ui/section-header';
import { SelectField } from '@/components/ui/select-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { type StaffFilters, useCredentialReport, useStaff } from '@/features/staff/api/list-staff';
import { useInviteStaff } from '@/features/staff/api/save-staff';
import { teamContent as content } from '@/features/staff/content';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { BookingSettingsForm } from './booking-settings-form';
import { DeleteSignIn } from './delete-sign-in';
import { MemberDetails } from './member-details';
import { MemberLeaving } from './member-leaving';
import { SiteClaims } from './site-claims';
import { StaffDataDownload } from './staff-data-download';

// The form loads when first opened (or as the pointer reaches a button that opens it).
const staffForm = lazyComponent(async () => (await import('./staff-form')).StaffForm);
const formTitles = {
  add: 'Add a member of the team',
  edit: (name: string) => `Edit ${name}`,
} as const;

function CredentialPanel() {
  const report = useCredentialReport();
  const { credentials } = content;
  return (
    <section aria-labelledby="team-credentials-heading" className="mb-8">
      <h3 id="team-credentials-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {credentials.heading}
      </h3>
      <QueryState
        query={report}
        isEmpty={false}
        loading={credentials.loading}
        empty=""
        failure={credentials.failure}
      >
        {report.data && (
          <div className="space-y-4">
            <SiteClaims />
            {report.data.dbsClaim.holds ? (
              <p className="flex items-start gap-2 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {credentials.claimHolds(report.data.dbsClaim.active)}
              </p>
            ) : (
              <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
                <p className="flex items-start gap-2 font-semibold">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  {report.data.dbsClaim.active === 0
                    ? credentials.noStaff
                    : credentials.claimFails(
                        report.data.dbsClaim.without.length,
                        report.data.dbsClaim.active,
                      )}
                </p>
                {report.data.dbsClaim.without.length > 0 && (
                  <p className="mt-1 pl-7">
                    {report.data.dbsClaim.without.map((member) => member.name).join(', ')}
                  </p>
                )}
              </div>
            )}
            <div>
              <h4 className="font-semibold text-slate-900">{credentials.expiringHeading}</h4>
              {report.data.expiring.length === 0 ? (
                <p className="mt-1 text-slate-700">{credentials.nothingExpiring}</p>
              ) : (
                <ul className="mt-2 space-y-2" aria-label={credentials.expiringHeading}>
                  {report.data.expiring.map((item) => (
                    <li
                      key={`${item.staffId}-${item.credential}`}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800"
                    >
                      <span className="font-semibold">{item.name}</span>
                      <span>{credentials.kinds[item.credential]}</span>
                      <span>
                        {item.expired
                          ? credentials.ended(formatDate(item.validUntil))
                          : credentials.until(formatDate(item.validUntil))}
                      </span>
                      {item.expired && <StatusBadge tone="red">{credentials.expired}</StatusBadge>}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Member({ member, today, onEdit }: { member: Staff; today: string; onEdit: () => void }) {
  return (
    <Item>
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {member.name}
        {!member.active && <StatusBadge tone="slate">{content.inactive}</StatusBadge>}
        {member.account?.status === 'joined' && (
          <StatusBadge tone="green">{content.account.joined}</StatusBadge>
        )}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onPointerEnter={staffForm.preload}
          onFocus={staffForm.preload}
          onClick={onEdit}
        >
          {content.edit}
          <span className="sr-only">: {member.name}</span>
        </Button>
        {member.active && member.account?.status !== 'joined' && <InviteButton member={member} />}
        <MemberLeaving member={member} />
        {!member.active && member.account?.accountId && <DeleteSignIn member={member} />}
        <StaffDataDownload member={member} />
      </div>
      {member.signInDeleted && (
        <p className="mt-2 text-slate-700">
          {content.signInDeletion.deleted(
            formatDate(member.signInDeleted.at.slice(0, 10)),
            member.signInDeleted.by,
          )}
        </p>
      )}
      {!member.active && member.deactivated && (
        <p className="mt-2 text-slate-700">
          {content.leaving.left(formatDate(member.deactivated.at.slice(0, 10)), member.deactivated.by)}
        </p>
      )}
      {member.account?.status === 'invited' && (
        <p className="mt-2 text-slate-700">
          {content.account.invited(
            formatDate(member.account.invitedAt.slice(0, 10)),
            member.account.invitedBy,
          )}
        </p>
      )}
      <MemberDetails member={member} today={today} />
    </Item>
  );
}

/** Sends the invitation to open an account (or sends it again with a new code), saying what happened. */
function InviteButton({ member }: { member: Staff }) {
  const invite = useInviteStaff({ errorMessage: content.account.failure });
  const again = member.account?.status === 'invited';
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(member.id, {
          onSuccess: () => toast.success(content.account.sent(member.email)),
        })
      }
    >
      {invite.isPending ? content.account.busy : again ? content.account.again : content.account.invite}
      <span className="sr-only">: {member.name}</span>
    </Button>
  );
}

/**
 * The office's Team tab: whether the DBS claim holds, what runs out soon, the booking settings (with
 * what the route adds beside them: the visits' checklists) and everyone on the team.
 */
export function TeamList({ settings }: { settings?: ReactNode }) {
  const [filters, setFilters] = useState<StaffFilters>({});
  const staff = useStaff(filters);
  const onSearch = useCallback((q: string | undefined) => setFilters((current) => ({ ...current, q })), []);
  const items = staff.data?.items ?? [];
  const today = todayInLondon();
  const filtered = Boolean(filters.q) || (filters.status ?? 'active') !== 'active';
  const [editing, setEditing] = useState<Staff | 'new'>();
  return (
    <section aria-labelledby="team-heading">
      <SectionHeader id="team-heading" title={content.heading}>
        <Button
          onPointerEnter={staffForm.preload}
          onFocus={staffForm.preload}
          onClick={() => setEditing('new')}
        >
          {content.add}
        </Button>
      </SectionHeader>
      <CredentialPanel />
      <BookingSettingsForm />
      {settings}
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{content.filters.legend}</legend>
        <SearchField label={content.filters.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.filters.status}
          value={filters.status ?? 'active'}
          options={(['active', 'inactive', 'all'] as const).map((status) => ({
            value: status,
            label: content.filters.statuses[status],
          }))}
          onChange={(event) =>
            setFilters({ ...filters, status: event.target.value as StaffFilters['status'] })
          }
        />
      </fieldset>
      <QueryState
        query={staff}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={filtered ? content.noMatch : content.empty}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((member) => (
            <Member key={member.id} member={member} today={today} onEdit={() => setEditing(member)} />
          ))}
        </ItemList>
      </QueryState>
      <ModalDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing === 'new' || !editing ? formTitles.add : formTitles.edit(editing.name)}
      >
        {editing && (
          <staffForm.Component
            member={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </ModalDialog>
    </section>
  );
}
