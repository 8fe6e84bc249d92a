import { quoteRoutes } from '../../../shared/routes/quotes';
import { createDispatcher } from '../../lib/dispatcher';
import {
  approveQuote,
  declineQuote,
  myQuote,
  openQuoteLink,
  requestQuoteChanges,
  sendQuote,
} from './answers';
import { downloadQuotePdf } from './document';
import { createQuote, editQuote, getQuote, listMyQuotes, listQuotes, withdrawQuote } from './service';

/** The quotes function (decision 033): the routes of shared/routes/quotes.ts it owns. */
export const handler = createDispatcher('quotes', quoteRoutes, {
  createQuote: ({ body }, { idempotencyKey }) => createQuote(body, idempotencyKey),
  listQuotes: ({ query }) => listQuotes(query),
  getQuote: ({ params }) => getQuote(params.id),
  editQuote: ({ params, body }) => editQuote(params.id, body.version, body.quote),
  sendQuote: ({ params, body }) => sendQuote(params.id, body.version),
  withdrawQuote: ({ params, body }) => withdrawQuote(params.id, body.version),
  downloadQuote: ({ params }, { caller }) => downloadQuotePdf(params.id, caller),
  listMyQuotes: (_input, { caller }) => listMyQuotes(caller.sub),
  getMyQuote: ({ params }, { caller }) => myQuote(params.id, caller),
  openQuoteLink: ({ body }, { caller }) => openQuoteLink(body.token, caller),
  approveQuote: ({ params, body }, { caller }) => approveQuote(params.id, caller, body),
  requestQuoteChanges: ({ params, body }, { caller }) => requestQuoteChanges(params.id, caller, body),
  declineQuote: ({ params, body }, { caller }) => declineQuote(params.id, caller, body),
  downloadMyQuote: ({ params }, { caller }) => downloadQuotePdf(params.id, caller),
});
