import { SORT_ORDERS } from '@shared/schemas/pagination';
import { USER_ROLES } from '@shared/schemas/user';
import { type ReactNode, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { UserFilters } from '@/features/users/api/list-users';
import { adminContent } from '@/features/users/content';

const content = adminContent.users.filters;

/** A search by name or email, clients or admins, when they joined, and the order. */
export function UserFiltersForm({
  filters,
  onChange,
  actions,
}: {
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
  actions?: ReactNode;
}) {
  const set = (change: UserFilters) => onChange({ ...filters, ...change });
  const onSearch = useCallback((q: string | undefined) => onChange({ ...filters, q }), [filters, onChange]);
  return (
    <div className="mb-6 space-y-4">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{content.legend}</legend>
        <SearchField label={content.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.role}
          value={filters.role ?? ''}
          placeholder={content.anyRole}
          options={USER_ROLES.map((role) => ({ value: role, label: content.roles[role] }))}
          onChange={(event) => set({ role: (event.target.value || undefined) as UserFilters['role'] })}
        />
        <TextField
          label={content.joinedFrom}
          type="date"
          value={filters.joinedFrom ?? ''}
          onChange={(event) => set({ joinedFrom: event.target.value || undefined })}
        />
        <TextField
          label={content.joinedTo}
          type="date"
          value={filters.joinedTo ?? ''}
          onChange={(event) => set({ joinedTo: event.target.value || undefined })}
        />
        <SelectField
          label={content.sort}
          value={filters.sort ?? 'desc'}
          options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
          onChange={(event) => set({ sort: event.target.value as UserFilters['sort'] })}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            onChange({});
          }}
        >
          {content.clear}
        </Button>
        {actions}
      </div>
    </div>
  );
}
