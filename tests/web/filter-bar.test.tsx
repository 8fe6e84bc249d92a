import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceFilter, DateFilter, FilterBar } from '@/components/ui/filter-bar';

interface Filters {
  q?: string;
  status?: 'open' | 'closed';
  from?: string;
  view?: 'upcoming' | 'past';
}

function List({ onChange }: { onChange: (next: Filters) => void }) {
  const [filters, setFilters] = useState<Filters>({ view: 'past', status: 'open' });
  const change = (next: Filters) => {
    setFilters(next);
    onChange(next);
  };
  return (
    <FilterBar
      filters={filters}
      onChange={change}
      legend="Filter the list"
      searchLabel="Search"
      clearLabel="Clear Filters"
      cleared={{ view: filters.view }}
      actions={<button type="button">Export</button>}
    >
      <ChoiceFilter
        label="Status"
        value={filters.status}
        placeholder="Any status"
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={(status) => change({ ...filters, status })}
      />
      <DateFilter label="From" value={filters.from} onChange={(from) => change({ ...filters, from })} />
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('names its fields as a group, and an emptied choice or date filters by none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<List onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Filter the list' })).toContainElement(
      screen.getByLabelText('Status'),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
    expect(onChange).toHaveBeenLastCalledWith({ view: 'past', status: undefined });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('Clear Filters keeps only what the list keeps', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<List onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ view: 'past' });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });
});
