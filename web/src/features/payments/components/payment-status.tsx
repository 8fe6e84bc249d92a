import { PAYMENTS } from '@shared/payments';
import {
  PAY_PARAM,
  PAYMENT_OUTCOMES,
  PAYMENT_RETURN_INVOICE_PARAM,
  PAYMENT_RETURN_PARAM,
  type PaymentOutcome,
} from '@shared/portal-paths';
import type { Invoice } from '@shared/schemas/invoice';
import type { PaymentMethods } from '@shared/schemas/payment';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KeepFocusState } from '@/components/layout/route-change';
import { Button } from '@/components/ui/button';
import { myPaymentMethodsQuery } from '@/features/payments/api/payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { usePollUntil } from '@/features/payments/polling';

const content = paymentsContent.return;

/** The client's invoice list, as the invoices feature reads it (the route hands it over). */
type InvoicesQuery<K extends QueryKey> = UseQueryOptions<Invoice[], Error, Invoice[], K>;

interface Arrival {
  outcome: PaymentOutcome;
  invoiceId?: string;
  /** When the browser came back: a way to pay saved since the provider's page opened counts as new. */
  at: number;
}

const outcomes: readonly string[] = Object.values(PAYMENT_OUTCOMES);

// Tidying the address is no new page: focus stays on the word it brought, not on the page's heading.
const keepFocus: KeepFocusState = { keepFocus: true };

/**
 * What the provider's page said on the way back (`?payment=<outcome>&invoice=<id>`), read once: the
 * address then loses it (replaced, not pushed, focus left where it is), so a reload or Back does not
 * announce it again. The outcome is only what to wait for: whether anything was paid or saved comes
 * from the server.
 */
function useArrival(): Arrival | undefined {
  const [params, setParams] = useSearchParams();
  const [arrival] = useState(() => {
    const outcome = params.get(PAYMENT_RETURN_PARAM);
    if (!outcome || !outcomes.includes(outcome)) return undefined;
    const invoiceId = params.get(PAYMENT_RETURN_INVOICE_PARAM) ?? undefined;
    return { outcome: outcome as PaymentOutcome, invoiceId, at: Date.now() };
  });
  const present = params.has(PAYMENT_RETURN_PARAM) || params.has(PAYMENT_RETURN_INVOICE_PARAM);
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RETURN_PARAM);
        next.delete(PAYMENT_RETURN_INVOICE_PARAM);
        return next;
      },
      { replace: true, state: keepFocus },
    );
  }, [present, setParams]);
  return arrival;
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
      {children}
    </p>
  );
}

function Done({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 font-semibold text-green-900">
      <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </p>
  );
}

function Slow({ text, again }: { text: string; again: () => void }) {
  return (
    <>
      <p>{text}</p>
      <Button variant="secondary" className="mt-3" onClick={again}>
        {content.checkAgain}
      </Button>
    </>
  );
}

/** Back from a card payment: the invoice list is read again until the server has it paid. */
function PaidReturn<K extends QueryKey>({
  invoiceId,
  invoices,
}: {
  invoiceId?: string;
  invoices: InvoicesQuery<K>;
}) {
  const poll = usePollUntil(
    invoices,
    (list) => list?.some((invoice) => invoice.id === invoiceId && invoice.status === 'paid') ?? false,
  );
  if (poll.done) return <Done>{content.paid}</Done>;
  if (poll.waiting) return <Waiting>{content.confirming}</Waiting>;
  return <Slow text={content.slowPayment} again={poll.again} />;
}

type SetUp = typeof PAYMENT_OUTCOMES.cardSaved | typeof PAYMENT_OUTCOMES.directDebitSetUp;

// A card or mandate added before the provider's page could have opened is the one being replaced.
const isNew = (addedAt: string | undefined, since: number) =>
  addedAt !== undefined && Date.parse(addedAt) >= since - PAYMENTS.checkoutMinutes * 60_000;

const savedFor = (kind: SetUp, since: number) => (methods: PaymentMethods | undefined) =>
  kind === PAYMENT_OUTCOMES.cardSaved
    ? isNew(methods?.card?.addedAt, since)
    : isNew(methods?.directDebit?.addedAt, since);

/** Back from saving a card or setting up a Direct Debit: the saved methods are read until it shows. */
function SetUpReturn({ kind, since }: { kind: SetUp; since: number }) {
  const poll = usePollUntil(myPaymentMethodsQuery, savedFor(kind, since));
  const card = kind === PAYMENT_OUTCOMES.cardSaved;
  if (poll.done) {
    if (card) return <Done>{content.cardSaved}</Done>;
    const status = poll.query.data?.directDebit?.status;
    if (status === 'failed' || status === 'cancelled') return <p>{content.debitFailed}</p>;
    return <Done>{status === 'active' ? content.debitActive : content.debitSetUp}</Done>;
  }
  if (poll.waiting) return <Waiting>{card ? content.savingCard : content.settingUpDebit}</Waiting>;
  return <Slow text={content.slowSetUp} again={poll.again} />;
}

function PayLinkMissing<K extends QueryKey>({
  invoiceId,
  invoices,
}: {
  invoiceId: string;
  invoices: InvoicesQuery<K>;
}) {
  const list = useQuery(invoices).data;
  if (!list || list.some((invoice) => invoice.id === invoiceId)) return null;
  return <p>{paymentsContent.pay.linkedMissing}</p>;
}

/**
 * The Invoices tab's word on a payment under way: back from a provider's page, what the server now
 * says (waiting for it while the provider's confirmation travels), or a pay link (`?pay=`) to an
 * invoice this account does not have. A live region, focused on arrival so it is read first.
 */
export function PaymentStatus<K extends QueryKey>({ invoices }: { invoices: InvoicesQuery<K> }) {
  const arrival = useArrival();
  const [params] = useSearchParams();
  const payLink = params.get(PAY_PARAM);
  const [dismissed, setDismissed] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (arrival) region.current?.focus();
  }, [arrival]);

  const message = (() => {
    if (arrival && !dismissed) {
      switch (arrival.outcome) {
        case PAYMENT_OUTCOMES.paid:
          return <PaidReturn invoiceId={arrival.invoiceId} invoices={invoices} />;
        case PAYMENT_OUTCOMES.cancelled:
          return <p>{content.cancelled}</p>;
        case PAYMENT_OUTCOMES.setUpCancelled:
          return <p>{content.setUpCancelled}</p>;
        default:
          return <SetUpReturn kind={arrival.outcome} since={arrival.at} />;
      }
    }
    return payLink ? <PayLinkMissing invoiceId={payLink} invoices={invoices} /> : null;
  })();

  return (
    <div
      ref={region}
      role="status"
      aria-label={content.heading}
      tabIndex={-1}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-900 empty:hidden"
    >
      {message}
      {arrival && !dismissed && (
        <Button variant="secondary" className="mt-3" onClick={() => setDismissed(true)}>
          {content.dismiss}
        </Button>
      )}
    </div>
  );
}
