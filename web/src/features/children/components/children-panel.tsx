import { type Child, MAX_CHILDREN } from '@shared/schemas/children';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useDeleteChild, useMyChildren } from '@/features/children/api/children';
import { childrenContent as content } from '@/features/children/content';
import { shownOnFailure, useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { ChildDetails } from './child-details';
import { ChildForm } from './child-form';

type Editing = { child?: Child } | undefined;

/** The family's children: each profile, to add, correct or remove. */
export function ChildrenPanel() {
  const children = useMyChildren();
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<Child>();
  const items = children.data ?? [];
  return (
    <div>
      <p className="mb-4 text-slate-700">{content.intro}</p>
      <QueryState
        query={children}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ul className="space-y-4" aria-label={content.heading}>
          {items.map((child) => (
            <li key={child.id} className="rounded-lg border border-slate-200 p-4">
              <ChildDetails child={child} />
              <div className="mt-3 flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setEditing({ child })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {content.edit(child.firstName)}
                </Button>
                <Button variant="secondary" onClick={() => setRemoving(child)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {content.remove(child.firstName)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      {items.length < MAX_CHILDREN ? (
        <Button className="mt-4" onClick={() => setEditing({})} disabled={!children.data}>
          <Plus aria-hidden="true" className="size-5" />
          {content.add}
        </Button>
      ) : (
        <p className="mt-4 text-slate-700">{content.limit}</p>
      )}
      <ModalDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing?.child ? content.form.editTitle(editing.child.firstName) : content.form.addTitle}
      >
        {editing && <ChildForm child={editing.child} onDone={() => setEditing(undefined)} />}
      </ModalDialog>
      <ModalDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={removing ? content.removeTitle(removing.firstName) : ''}
        description={content.removeDescription}
      >
        {removing && <RemoveChild child={removing} onDone={() => setRemoving(undefined)} />}
      </ModalDialog>
    </div>
  );
}

function RemoveChild({ child, onDone }: { child: Child; onDone: () => void }) {
  const remove = useDeleteChild({ errorMessage: content.removeFailure });
  const removal = useSubmission((id: string) => remove.mutateAsync(id));
  const confirm = async () => {
    if ((await shownOnFailure(removal.submit(child.id))) !== 'sent') return;
    toast.success(content.removed(child.firstName));
    onDone();
  };
  return (
    <DialogActions
      keepLabel={content.keep}
      onKeep={onDone}
      confirmLabel={content.removeConfirm}
      busyLabel={content.removeBusy}
      pending={removal.pending}
      onConfirm={() => void confirm()}
    />
  );
}
