import { formatPence } from '@shared/dates';
import { PAY_PARAM, portalPaths } from '@shared/portal-paths';
import { OPEN_STATUSES, QUOTE_LINK_PARAM } from '@shared/quotes';
import type { Quote } from '@shared/schemas/quote';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  downloadQuote,
  useApproveQuote,
  useAskQuoteChange,
  useDeclineQuote,
  useOpenQuoteLink,
} from '@/features/quotes/api/quote-actions';
import { useMyQuotes } from '@/features/quotes/api/quotes';
import { quotesContent } from '@/features/quotes/content';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';
import { QuoteSummary } from './quote-summary';

const content = quotesContent.client;

const payHref = (invoiceId: string) =>
  `${portalPaths.invoices}?${new URLSearchParams({ [PAY_PARAM]: invoiceId })}`;

/**
 * The client's quotes. A quote mail's link lands here (`?link=<token>`, after signing in or
 * up): opening it marks the quote viewed and, for a visitor's quote, makes it theirs. An approved
 * quote's deposit is paid on the invoices' own card payment (`?pay=<invoice id>`, shared/portal-paths.ts).
 */
export function MyQuotes() {
  const [params, setParams] = useSearchParams();
  const token = params.get(QUOTE_LINK_PARAM);
  const open = useOpenQuoteLink({ errorMessage: content.failure });
  const opened = useRef(false);
  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    open.mutate(token, {
      // The link is spent once opened: the list shows the quote from now on.
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [token, open, setParams]);
  const quotes = useMyQuotes();
  return (
    <section aria-labelledby="my-quotes-heading" className="space-y-4">
      <h2 id="my-quotes-heading" className="text-2xl font-bold text-slate-900">
        {quotesContent.heading}
      </h2>
      <p className="text-slate-700">{content.intro}</p>
      {(quotes.isPending || open.isPending) && (
        <p role="status">{token ? content.opening : quotesContent.loading}</p>
      )}
      {quotes.isError && <p role="alert">{`${quotesContent.failure}: ${errorMessage(quotes.error)}`}</p>}
      {quotes.data?.items.length === 0 && <p className="text-slate-700">{quotesContent.none}</p>}
      <ul className="space-y-4">
        {quotes.data?.items.map((quote) => (
          <li key={quote.id}>
            <QuoteSummary quote={quote}>
              <Answer quote={quote} />
            </QuoteSummary>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Answer({ quote }: { quote: Quote }) {
  const [mode, setMode] = useState<'approve' | 'change' | 'decline'>('approve');
  const open = OPEN_STATUSES.includes(quote.status);
  return (
    <div className="mt-4 space-y-4">
      {quote.status === 'approved' && quote.depositInvoice && (
        <div className="space-y-2">
          <a className={buttonClasses('primary')} href={payHref(quote.depositInvoice.id)}>
            {content.payDeposit(formatPence(quote.depositInvoice.amountPence))}
          </a>
          <p className="text-sm text-slate-700">{content.depositPaidLater}</p>
        </div>
      )}
      {open && mode === 'approve' && <ApproveForm quote={quote} />}
      {open && mode === 'change' && <ChangeForm quote={quote} decline={false} />}
      {open && mode === 'decline' && <ChangeForm quote={quote} decline />}
      <div className="flex flex-wrap gap-2">
        {open && mode !== 'approve' && (
          <Button variant="secondary" onClick={() => setMode('approve')}>
            {content.approveHeading}
          </Button>
        )}
        {open && mode !== 'change' && (
          <Button variant="secondary" onClick={() => setMode('change')}>
            {content.change}
          </Button>
        )}
        {open && mode !== 'decline' && (
          <Button variant="secondary" onClick={() => setMode('decline')}>
            {content.decline}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            void downloadQuote(quote.id, false).catch((error: unknown) =>
              toast.error(content.failure, { description: errorMessage(error) }),
            )
          }
        >
          {quotesContent.office.pdf}
          <span className="sr-only">: {quote.quoteNumber}</span>
        </Button>
      </div>
    </div>
  );
}

/** The typed name and the tick, for exactly the version on screen; the amounts are the server's. */
function ApproveForm({ quote }: { quote: Quote }) {
  const approve = useApproveQuote({ errorMessage: content.failure });
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (name.trim().length < 2) return setError('Please type your full name');
    if (!agree) return setError('Please tick to confirm you accept the quote');
    setError(undefined);
    approve.mutate(
      { id: quote.id, answer: { version: quote.version, name, agree: true } },
      { onSuccess: () => toast.success(content.approved) },
    );
  };
  return (
    <form
      noValidate
      aria-label={content.approveHeading}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-3 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h4 className="font-semibold text-slate-900">{content.approveHeading}</h4>
      <TextField
        label={content.name}
        required
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error && name.trim().length < 2 ? error : undefined}
      />
      <CheckboxField
        label={content.agree(formatPence(quote.totalPence))}
        checked={agree}
        onChange={setAgree}
      />
      {error && name.trim().length >= 2 && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={approve.isPending}>
        {approve.isPending ? content.approving : content.approve}
      </Button>
    </form>
  );
}

function ChangeForm({ quote, decline }: { quote: Quote; decline: boolean }) {
  const ask = useAskQuoteChange({ errorMessage: content.failure });
  const refuse = useDeclineQuote({ errorMessage: content.failure });
  const [message, setMessage] = useState('');
  const submit = () => {
    const done = { onSuccess: () => toast.success(decline ? content.declined : content.changeSent) };
    if (decline)
      refuse.mutate(
        { id: quote.id, answer: { version: quote.version, ...(message.trim() ? { message } : {}) } },
        done,
      );
    else ask.mutate({ id: quote.id, answer: { version: quote.version, message } }, done);
  };
  return (
    <form
      noValidate
      aria-label={decline ? content.decline : content.change}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-3 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <TextAreaField
        label={decline ? content.declineReason : content.changeMessage}
        required={!decline}
        rows={3}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button
        type="submit"
        variant={decline ? 'danger' : 'primary'}
        disabled={ask.isPending || refuse.isPending}
      >
        {decline ? content.decline : content.sendChange}
      </Button>
    </form>
  );
}
