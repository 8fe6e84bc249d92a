import type { Key } from '@shared/schemas/house-keys';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ItemList } from '@/components/ui/item-list';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { SelectField } from '@/components/ui/select-field';
import { type KeyFilters, useKeys } from '@/features/house-keys/api/list-keys';
import { keysContent as content } from '@/features/house-keys/content';
import { byTag } from '@/features/house-keys/holder';
import { lazyComponent } from '@/lib/lazy-component';
import type { ClientPicker } from './client-picker';
import { KeyCard } from './key-card';

// The forms load when their dialog first opens, or as the pointer reaches a button that opens one.
const addForm = lazyComponent(async () => (await import('./add-key-form')).AddKeyForm);
const moveForm = lazyComponent(async () => (await import('./move-key-form')).MoveKeyForm);
const loseForm = lazyComponent(async () => (await import('./lose-key-form')).LoseKeyForm);
const preloadChanges = () => {
  moveForm.preload();
  loseForm.preload();
};

type Open = { kind: 'add' } | { kind: 'move' | 'lose'; key: Key };
type StatusFilter = NonNullable<KeyFilters['status']> | 'all';
const STATUS_FILTERS: readonly StatusFilter[] = ['held', 'returned', 'lost', 'all'];

const titleOf = (open: Open | undefined) =>
  !open
    ? ''
    : open.kind === 'add'
      ? content.addForm.title
      : open.kind === 'move'
        ? content.moveForm.title(open.key.tag)
        : content.loseForm.title(open.key.tag);

/**
 * The office's key register, at /dashboard/keys: every key by tag, whose it is, what it
 * opens, who has it and since when (a member's overdue key stands out), with the hand-overs, the
 * losses and each key's history. How a client is picked comes from the route (ClientPicker).
 */
export function KeyRegister({ ClientPicker }: { ClientPicker: ClientPicker }) {
  const [status, setStatus] = useState<StatusFilter>('held');
  const keys = useKeys(status === 'all' ? {} : { status });
  const [open, setOpen] = useState<Open>();
  const items = byTag(keys.data?.items ?? []);
  const now = new Date();
  return (
    <section aria-labelledby="keys-heading">
      <SectionHeader id="keys-heading" title={content.heading}>
        <Button
          onPointerEnter={addForm.preload}
          onFocus={addForm.preload}
          onClick={() => setOpen({ kind: 'add' })}
        >
          <Plus aria-hidden="true" className="size-5" />
          {content.add}
        </Button>
      </SectionHeader>
      <p className="mb-5 max-w-prose text-slate-700">{content.intro}</p>
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{content.filters.legend}</legend>
        <SelectField
          label={content.filters.status}
          value={status}
          options={STATUS_FILTERS.map((value) => ({ value, label: content.filters.statuses[value] }))}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        />
      </fieldset>
      <QueryState
        query={keys}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={status === 'held' || status === 'all' ? content.empty : content.noMatch}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((key) => (
            <KeyCard
              key={key.id}
              keyItem={key}
              now={now}
              onIntent={preloadChanges}
              onHandOver={() => setOpen({ kind: 'move', key })}
              onLose={() => setOpen({ kind: 'lose', key })}
            />
          ))}
        </ItemList>
      </QueryState>
      <ModalDialog
        open={open !== undefined}
        onOpenChange={(next) => !next && setOpen(undefined)}
        title={titleOf(open)}
        description={open?.kind === 'lose' ? content.loseForm.description : undefined}
      >
        {open?.kind === 'add' && (
          <addForm.Component ClientPicker={ClientPicker} onDone={() => setOpen(undefined)} />
        )}
        {open?.kind === 'move' && <moveForm.Component keyItem={open.key} onDone={() => setOpen(undefined)} />}
        {open?.kind === 'lose' && <loseForm.Component keyItem={open.key} onDone={() => setOpen(undefined)} />}
      </ModalDialog>
    </section>
  );
}
