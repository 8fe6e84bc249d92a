import { formatDate, formatPence } from '@shared/dates';
import { PAY_PARAM } from '@shared/portal-paths';
import type { Invoice } from '@shared/schemas/invoice';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePayInvoice } from '@/features/payments/api/pay-invoice';
import { paymentsContent } from '@/features/payments/content';
import { goToProvider } from '@/features/payments/provider-page';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';

const content = paymentsContent.pay;

interface ButtonProps {
  invoice: Invoice;
  linked: boolean;
  /** Why the page did not open, said by the invoice (the button may be gone once the list is read again). */
  onRefused: (message: string | undefined) => void;
}

/**
 * The card payment button: asks the API for a payment page bound to this invoice, then sends the
 * browser there. It stays busy once the page is on its way (the browser is leaving). A refusal (paid
 * or pending meanwhile: 409) is said here, under the button that was pressed.
 */
function PayButton({ invoice, linked, onRefused }: ButtonProps) {
  const pay = usePayInvoice();
  const [leaving, setLeaving] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sending = useSubmission(async (id: string, idempotencyKey: string) => {
    const checkout = await pay.mutateAsync({ id, idempotencyKey });
    setLeaving(true);
    goToProvider(checkout);
  });
  // From the invoice mail's link: this invoice's button, in view and focused, waiting for a click.
  useEffect(() => {
    if (!linked) return;
    button.current?.scrollIntoView?.({ block: 'center' });
    button.current?.focus({ preventScroll: true });
  }, [linked]);

  const start = async () => {
    onRefused(undefined);
    try {
      await sending.submit(invoice.id);
    } catch (error) {
      console.error('The payment page did not open', error);
      setLeaving(false);
      onRefused(errorMessage(error) ?? content.failure);
    }
  };
  const busy = sending.pending || leaving;
  return (
    <Button ref={button} disabled={busy} onClick={() => void start()} className="w-full sm:w-auto">
      <CreditCard aria-hidden="true" className="size-5" />
      {busy ? content.busy : content.button(formatPence(invoice.totalPence))}
      <span className="sr-only">: {invoice.invoiceNumber}</span>
    </Button>
  );
}

/** Unpaid, and no automatic collection is to take it or taking it now. */
const isPayable = (invoice: Invoice) =>
  invoice.status === 'unpaid' &&
  invoice.collection?.state !== 'scheduled' &&
  invoice.collection?.state !== 'pending';

/** What the client can do about an unpaid invoice: pay it, or nothing, as it will be (or is being) taken. */
function PayOrWait({ invoice, linked, onRefused }: ButtonProps) {
  const collection = invoice.collection;
  if (collection?.state === 'scheduled')
    return (
      <p className="text-slate-800">{content.scheduled[collection.method](formatDate(collection.date))}</p>
    );
  if (collection?.state === 'pending') return <StatusBadge tone="amber">{content.pending}</StatusBadge>;
  return (
    <>
      {collection?.state === 'failed' && (
        <p className="text-red-800">
          {content.failed}{' '}
          {collection.retryDate ? content.retry(formatDate(collection.retryDate)) : content.noRetry}
        </p>
      )}
      <PayButton invoice={invoice} linked={linked} onRefused={onRefused} />
    </>
  );
}

/**
 * An invoice's payment, beside its Download button: "Pay £X by card" while it is unpaid and nothing is
 * being taken; what will happen instead when a Direct Debit or saved card is to take it; nothing once
 * paid or void. The invoice the mail's link names (`?pay=<id>`) is drawn out and its button focused;
 * it never leaves for the provider without a click.
 */
export function PayInvoice({ invoice }: { invoice: Invoice }) {
  const [params] = useSearchParams();
  const linked = params.get(PAY_PARAM) === invoice.id;
  const [refusal, setRefusal] = useState<string>();
  const state =
    invoice.status === 'unpaid' ? (
      <PayOrWait invoice={invoice} linked={linked} onRefused={setRefusal} />
    ) : linked ? (
      <p className="text-slate-800">
        {(invoice.status === 'paid' ? content.linkedPaid : content.linkedVoid)(invoice.invoiceNumber)}
      </p>
    ) : null;
  if (!state && !refusal) return null;
  const body = (
    <>
      {state}
      {refusal && (
        <p role="alert" className="text-red-800">
          {refusal}
        </p>
      )}
    </>
  );
  if (!linked) return <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">{body}</div>;
  return (
    <div className="flex w-full flex-col gap-2 rounded-lg bg-brand-50 p-3 ring-2 ring-brand-700">
      {isPayable(invoice) && (
        <>
          <p className="font-semibold text-slate-900">{content.linked(invoice.invoiceNumber)}</p>
          <p className="text-sm text-slate-700">{content.linkedIntro}</p>
        </>
      )}
      {body}
    </div>
  );
}
