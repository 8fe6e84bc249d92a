import { SORT_ORDERS } from '@shared/schemas/pagination';
import { USER_ROLES } from '@shared/schemas/user';
import { ChoiceFilter, DateFilter, FilterBar, type FilterFormProps } from '@/components/ui/filter-bar';
import type { UserFilters } from '@/features/users/api/list-users';
import { adminContent } from '@/features/users/content';

const content = adminContent.users.filters;

/** A search by name or email, clients or admins, when they joined, and the order. */
export function UserFiltersForm(props: FilterFormProps<UserFilters>) {
  const { filters, onChange } = props;
  const set = (change: UserFilters) => onChange({ ...filters, ...change });
  return (
    <FilterBar
      {...props}
      legend={content.legend}
      searchLabel={content.search}
      clearLabel={content.clear}
      cleared={{}}
    >
      <ChoiceFilter
        label={content.role}
        value={filters.role}
        placeholder={content.anyRole}
        options={USER_ROLES.map((role) => ({ value: role, label: content.roles[role] }))}
        onChange={(role) => set({ role })}
      />
      <DateFilter
        label={content.joinedFrom}
        value={filters.joinedFrom}
        onChange={(joinedFrom) => set({ joinedFrom })}
      />
      <DateFilter
        label={content.joinedTo}
        value={filters.joinedTo}
        onChange={(joinedTo) => set({ joinedTo })}
      />
      <ChoiceFilter
        label={content.sort}
        value={filters.sort ?? 'desc'}
        options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
        onChange={(sort) => set({ sort })}
      />
    </FilterBar>
  );
}
