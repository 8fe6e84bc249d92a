import { EDITABLE_STATUSES, movesInto } from '@shared/quotes';
import type { Quote } from '@shared/schemas/quote';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CLIENT_PARAM, ENQUIRY_PARAM } from '@/config/portal-paths';
import {
  downloadQuote,
  useBookQuote,
  useSendQuote,
  useWithdrawQuote,
} from '@/features/quotes/api/quote-actions';
import { useOfficeQuotes } from '@/features/quotes/api/quotes';
import { quotesContent } from '@/features/quotes/content';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';
import type { ClientPicker } from './client-picker';
import { QuoteForm } from './quote-form';
import { QuoteSummary } from './quote-summary';

const content = quotesContent.office;

/** The office's quotes: the conversion rate, a new quote, and each quote's next step. */
export function OfficeQuotes({ ClientPicker }: { ClientPicker: ClientPicker }) {
  const quotes = useOfficeQuotes();
  // Written from a client's page (`?client=<id>`) or an enquiry (`?enquiry=<id>`): the form opens for it.
  const [params] = useSearchParams();
  const from = { clientId: params.get(CLIENT_PARAM) ?? '', enquiryId: params.get(ENQUIRY_PARAM) ?? '' };
  const [adding, setAdding] = useState(Boolean(from.clientId || from.enquiryId));
  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-2xl font-bold text-slate-900">
          {quotesContent.heading}
        </h2>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {content.add}
          </Button>
        )}
      </div>
      <p className="text-slate-700">{content.intro}</p>
      {quotes.data && (
        <p className="font-medium text-slate-900">
          {content.conversion(
            quotes.data.conversion.approved,
            quotes.data.conversion.sent,
            quotes.data.conversion.ratePercent,
          )}
        </p>
      )}
      {adding && <QuoteForm ClientPicker={ClientPicker} from={from} onDone={() => setAdding(false)} />}
      {quotes.isPending && <p role="status">{quotesContent.loading}</p>}
      {quotes.isError && <p role="alert">{`${quotesContent.failure}: ${errorMessage(quotes.error)}`}</p>}
      {quotes.data?.items.length === 0 && <p className="text-slate-700">{quotesContent.none}</p>}
      <ul className="space-y-4">
        {quotes.data?.items.map((quote) => (
          <li key={quote.id}>
            <QuoteSummary quote={quote}>
              <OfficeActions quote={quote} />
            </QuoteSummary>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfficeActions({ quote }: { quote: Quote }) {
  const send = useSendQuote();
  const withdraw = useWithdrawQuote();
  const book = useBookQuote();
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(content.failed, { description: errorMessage(error) });
    }
  };
  const which = { id: quote.id, version: quote.version };
  const busy = send.isPending || withdraw.isPending || book.isPending;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {movesInto('sent').includes(quote.status) && (
        <Button disabled={busy} onClick={() => void act(() => send.mutateAsync(which), content.sent)}>
          {content.send}
        </Button>
      )}
      {quote.status === 'approved' && quote.schedule && !quote.booked && (
        <Button
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const made = await book.mutateAsync(quote.id);
              toast.success(content.booked(made.bookingIds.length));
            })
          }
        >
          {content.book}
        </Button>
      )}
      {quote.booked && (
        <p className="self-center font-medium text-green-900">
          {content.bookedLine(quote.booked.bookingIds.length)}
        </p>
      )}
      <Button variant="secondary" onClick={() => void act(() => downloadQuote(quote.id, true))}>
        {content.pdf}
        <span className="sr-only">: {quote.quoteNumber}</span>
      </Button>
      {EDITABLE_STATUSES.includes(quote.status) && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act(() => withdraw.mutateAsync(which), content.withdrawn)}
        >
          {content.withdraw}
        </Button>
      )}
    </div>
  );
}
