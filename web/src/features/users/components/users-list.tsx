import { formatDate } from '@shared/dates';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useUsers } from '@/features/users/api/list-users';
import { adminContent } from '@/features/users/content';

const content = adminContent.users;

/** The admin's Users tab: everyone with an account, newest first. */
export function UsersList() {
  const users = useUsers();
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="users-heading">
      <SectionHeader id="users-heading" title={content.heading} />
      <QueryState
        query={users}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((user) => (
            <Item key={user.id}>
              <h3 className="text-lg font-semibold text-slate-900">{user.fullName}</h3>
              <dl className="mt-1 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{content.email}</dt>
                <dd className="break-all">{user.email}</dd>
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
