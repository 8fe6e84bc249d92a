import { quoteBookingRoutes, quoteRoutes } from '@shared/routes/quotes';
import type { ApproveQuote, DeclineQuote, QuoteAnswer, QuoteDraft } from '@shared/schemas/quote';
import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { quoteKeys } from './quotes';

/**
 * Every change to a quote refreshes every list of them: the office's and the client's. `meta.errorMessage`
 * names the toast the query client shows if it fails.
 */
const useQuoteChange = <T, R>(change: (input: T) => Promise<R>, meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
};

export const useCreateQuote = () =>
  useQuoteChange(({ quote, idempotencyKey }: { quote: QuoteDraft; idempotencyKey: string }) =>
    callApi(quoteRoutes.createQuote, { body: quote }, { idempotencyKey }),
  );

export const useSendQuote = () =>
  useQuoteChange(({ id, version }: { id: string; version: number }) =>
    callApi(quoteRoutes.sendQuote, { params: { id }, body: { version } }),
  );

export const useWithdrawQuote = () =>
  useQuoteChange(({ id, version }: { id: string; version: number }) =>
    callApi(quoteRoutes.withdrawQuote, { params: { id }, body: { version } }),
  );

/** The office's one step to the visits: they then show on the schedule board and in the bookings. */
export const useBookQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(quoteBookingRoutes.bookQuote, { params: { id }, body: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]),
  });
};

export const useApproveQuote = (meta?: MutationMeta) =>
  useQuoteChange(
    ({ id, answer }: { id: string; answer: ApproveQuote }) =>
      callApi(quoteRoutes.approveQuote, { params: { id }, body: answer }),
    meta,
  );

export const useAskQuoteChange = (meta?: MutationMeta) =>
  useQuoteChange(
    ({ id, answer }: { id: string; answer: QuoteAnswer }) =>
      callApi(quoteRoutes.requestQuoteChanges, { params: { id }, body: answer }),
    meta,
  );

export const useDeclineQuote = (meta?: MutationMeta) =>
  useQuoteChange(
    ({ id, answer }: { id: string; answer: DeclineQuote }) =>
      callApi(quoteRoutes.declineQuote, { params: { id }, body: answer }),
    meta,
  );

/** A signed link from the quote mail, opened once signed in: marks it viewed, and answers the quote. */
export const useOpenQuoteLink = (meta?: MutationMeta) =>
  useQuoteChange((token: string) => callApi(quoteRoutes.openQuoteLink, { body: { token } }), meta);

/** Saves the quote's PDF from its short-lived link, as an invoice's Download does. */
export const downloadQuote = async (id: string, office: boolean) => {
  const { url, filename } = await callApi(office ? quoteRoutes.downloadQuote : quoteRoutes.downloadMyQuote, {
    params: { id },
  });
  await saveFile(url, filename);
};
