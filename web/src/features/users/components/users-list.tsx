import { formatDate } from '@shared/dates';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ExportButton } from '@/components/ui/export-button';
import { Item, ItemList } from '@/components/ui/item-list';
import { Link } from '@/components/ui/link';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { clientPagePath } from '@/config/portal-paths';
import { exportUsers, type UserFilters, useUsers } from '@/features/users/api/list-users';
import { adminContent } from '@/features/users/content';
import { UserFiltersForm } from './user-filters';

const content = adminContent.users;

/** The admin's Users tab: everyone with an account, filtered and ordered; each opens their page. */
export function UsersList() {
  const [filters, setFilters] = useState<UserFilters>({});
  const users = useUsers(filters);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== 'desc');
  return (
    <section aria-labelledby="users-heading">
      <SectionHeader id="users-heading" title={content.heading} />
      <UserFiltersForm
        filters={filters}
        onChange={setFilters}
        actions={<ExportButton exportFile={() => exportUsers(filters)} />}
      />
      <QueryState
        query={users}
        isEmpty={items.length === 0 && !users.hasNextPage}
        loading={content.loading}
        empty={filtered ? content.filters.noMatch : content.empty}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((user) => (
            <Item key={user.id}>
              <div className="flex items-start justify-between gap-3">
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                  <Link
                    to={clientPagePath(user.id)}
                    className="text-blue-800 underline underline-offset-2 hover:text-blue-900"
                  >
                    {user.fullName}
                  </Link>
                  {user.isAdmin && <StatusBadge tone="blue">{content.admin}</StatusBadge>}
                </h3>
                <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-500" />
              </div>
              <dl className="mt-1 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{content.email}</dt>
                <dd className="break-all">{user.email}</dd>
                {user.phone && (
                  <>
                    <dt className="font-semibold">{content.phone}</dt>
                    <dd>{user.phone}</dd>
                  </>
                )}
                <dt className="font-semibold">{content.joined}</dt>
                <dd>{formatDate(user.createdAt)}</dd>
              </dl>
            </Item>
          ))}
        </ItemList>
        <LoadMore query={users} />
      </QueryState>
    </section>
  );
}
