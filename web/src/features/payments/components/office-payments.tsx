import type { Invoice } from '@shared/schemas/invoice';
import { HandCoins, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useClientPaymentMethods } from '@/features/payments/api/client-payment-methods';
import { useInvoiceMoney } from '@/features/payments/api/invoice-money';
import { paymentsContent } from '@/features/payments/content';
import { officePaymentsContent } from '@/features/payments/office-content';
import { refundableOf } from '@/features/payments/refunds';
import { CollectNow, collectFrom } from './collect-now';
import { CreditNotes } from './credit-notes';
import { MoneyFacts } from './money-facts';
import { OfficePayment } from './office-payment';
import { RefundForm } from './refund-form';

const content = officePaymentsContent.panel;

type Action = 'refund' | 'collect';

function PaymentsBody({ invoice, onChanged }: { invoice: Invoice; onChanged: () => void }) {
  const money = useInvoiceMoney(invoice.id, true);
  // Only an unpaid invoice can be collected, so only then is it worth asking how the client pays.
  const methods = useClientPaymentMethods(invoice.userId, invoice.status === 'unpaid');
  const [action, setAction] = useState<Action>();
  const data = money.data;
  const refundable = data?.payments.filter((payment) => refundableOf(payment) > 0) ?? [];
  const underWay =
    invoice.collection?.state === 'pending' || data?.payments.some((payment) => payment.state === 'pending');
  const from = collectFrom(methods.data);
  const canCollect =
    invoice.status === 'unpaid' && !underWay && from !== undefined && (data?.amountDuePence ?? 0) > 0;
  // Tax-Free Childcare arrives from the parent's childcare account and is recorded with Mark Paid (its
  // method and the parent's reference, shared/routes/invoices.ts); an unpaid childcare invoice says so.
  const childcareDue = invoice.status === 'unpaid' && invoice.childcare !== undefined;
  const close = () => setAction(undefined);
  const done = () => {
    setAction(undefined);
    onChanged();
  };
  const titles: Record<Action, string> = {
    refund: officePaymentsContent.refund.title(invoice.invoiceNumber),
    collect: officePaymentsContent.collect.title(invoice.invoiceNumber),
  };
  const ofsted = invoice.childcare?.ofstedNumbers ?? [];
  return (
    <QueryState
      query={money}
      isEmpty={false}
      loading={content.loading}
      empty={null}
      failure={content.failure}
    >
      {data && (
        <div className="mt-2 space-y-3">
          <MoneyFacts invoice={invoice} money={data} words={content} />
          {ofsted.length > 0 && (
            <p className="text-slate-700">{paymentsContent.money.ofsted(ofsted.join(', '))}</p>
          )}
          {childcareDue && <p className="text-slate-700">{content.childcareHint}</p>}
          {data.payments.length === 0 ? (
            <p className="text-slate-700">{content.empty}</p>
          ) : (
            <ul
              aria-label={`${content.open}: ${invoice.invoiceNumber}`}
              className="divide-y divide-slate-100"
            >
              {data.payments.map((payment) => (
                <OfficePayment key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
          <CreditNotes notes={data.creditNotes} office />
          {(refundable.length > 0 || canCollect) && (
            <div className="flex flex-wrap gap-2">
              {refundable.length > 0 && (
                <Button variant="secondary" onClick={() => setAction('refund')}>
                  <Undo2 aria-hidden="true" className="size-5" />
                  {officePaymentsContent.refund.open}
                  <span className="sr-only">: {invoice.invoiceNumber}</span>
                </Button>
              )}
              {canCollect && (
                <Button variant="secondary" onClick={() => setAction('collect')}>
                  <HandCoins aria-hidden="true" className="size-5" />
                  {officePaymentsContent.collect.open}
                  <span className="sr-only">: {invoice.invoiceNumber}</span>
                </Button>
              )}
            </div>
          )}
          <ModalDialog
            open={action !== undefined}
            onOpenChange={(open) => !open && close()}
            title={action ? titles[action] : ''}
            description={action === 'refund' ? officePaymentsContent.refund.intro : undefined}
          >
            {action === 'refund' && (
              <RefundForm invoiceId={invoice.id} payments={refundable} onDone={done} onCancel={close} />
            )}
            {action === 'collect' && from && (
              <CollectNow
                invoiceId={invoice.id}
                amountPence={data.amountDuePence}
                from={from}
                onDone={done}
                onCancel={close}
              />
            )}
          </ModalDialog>
        </div>
      )}
    </QueryState>
  );
}

/**
 * The office's view of an invoice's money, under its row: each payment with its history,
 * refunds and credit notes, and what can be done next: refund, or collect now against the client's
 * chosen saved method. Read when opened. After a change, focus returns to
 * the section's summary, since the button that opened the dialog may be gone.
 */
export function OfficePayments({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) summary.current?.focus();
  }, [changes]);
  return (
    <details className="mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={summary} className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
        {content.open}
        <span className="sr-only">: {invoice.invoiceNumber}</span>
      </summary>
      {open && <PaymentsBody invoice={invoice} onChanged={() => setChanges((count) => count + 1)} />}
    </details>
  );
}
