import { formatPence } from '@shared/dates';
import { formatReferralCode } from '@shared/referral-link';
import type { AdminReferral } from '@shared/schemas/referral';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { TextField } from '@/components/ui/text-field';
import {
  type ReferralChange,
  useChangeReferral,
  useClientReferrals,
} from '@/features/referrals/api/client-referrals';
import { officeReferralContent as content, referralContent } from '@/features/referrals/content';
import { toast } from '@/lib/toast';

const TONES: Record<AdminReferral['status'], BadgeTone> = {
  pending: 'amber',
  earned: 'green',
  refused: 'slate',
  reversed: 'red',
};

type Open = Omit<ReferralChange, 'reason'> | undefined;

function ChangeForm({
  clientId,
  change,
  onDone,
}: {
  clientId: string;
  change: NonNullable<Open>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const mutation = useChangeReferral(clientId, { errorMessage: content.failed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ ...change, reason } as ReferralChange, {
      onSuccess: () => {
        toast.success(content.done);
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        label={content.reason}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={change.kind === 'grant' ? content.grant : content.reverse}
        busyLabel={content.busy}
        pending={mutation.isPending}
      />
    </form>
  );
}

/**
 * On the office's page about a client: the friends who signed up with their code, why any
 * earned nothing, the credit and what invoices took of it; a credit granted or reversed with a reason.
 */
export function ClientReferrals({ clientId }: { clientId: string }) {
  const query = useClientReferrals(clientId);
  const [open, setOpen] = useState<Open>();
  const items = query.data?.items ?? [];
  return (
    <section
      aria-labelledby="client-referrals-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="client-referrals-heading" className="text-xl font-semibold text-slate-900">
          {content.heading}
        </h3>
        <Button variant="secondary" onClick={() => setOpen({ kind: 'grant' })}>
          {content.grantNew}
        </Button>
      </div>
      <QueryState
        query={query}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <p className="mb-2 text-slate-700">
          <span className="font-semibold">{content.code}:</span>{' '}
          {query.data?.code ? formatReferralCode(query.data.code) : content.noCode}
        </p>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-slate-700"
            >
              <div className="space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{item.firstName || content.byHand}</span>
                  <StatusBadge tone={TONES[item.status]}>{referralContent.status[item.status]}</StatusBadge>
                  {item.creditPence > 0 && <span>{formatPence(item.creditPence)}</span>}
                </p>
                {item.refusal && <p className="text-sm">{content.refusals[item.refusal] ?? item.refusal}</p>}
                {item.appliedPence > 0 && (
                  <p className="text-sm">{content.applied(formatPence(item.appliedPence))}</p>
                )}
                {item.reversal && <p className="text-sm">{item.reversal.reason}</p>}
              </div>
              {(item.status === 'pending' || item.status === 'refused') && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'grant', referralId: item.id })}>
                  {content.grant} <span className="sr-only">{item.firstName}</span>
                </Button>
              )}
              {item.status === 'earned' && item.appliedPence === 0 && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'reverse', referralId: item.id })}>
                  {content.reverse} <span className="sr-only">{item.firstName}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
      <ModalDialog
        open={open !== undefined}
        onOpenChange={(next) => !next && setOpen(undefined)}
        title={open?.kind === 'reverse' ? content.reverseTitle : content.grantTitle}
        description={open?.kind === 'reverse' ? content.reverseIntro : content.grantIntro}
      >
        {open && <ChangeForm clientId={clientId} change={open} onDone={() => setOpen(undefined)} />}
      </ModalDialog>
    </section>
  );
}
