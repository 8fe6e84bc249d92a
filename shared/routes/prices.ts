import { InstantPriceInputSchema, InstantPriceSchema } from '../schemas/instant-price';
import { defineRoutes } from './define';

/**
 * Instant prices: the public price of a visit, from the same calculator the quote page runs
 * in the browser (shared/instant-price.ts). Its own file, so the pages that send enquiries do not carry
 * the price schemas. Served by the enquiries function: a price is the first step of an enquiry.
 */
export const priceRoutes = defineRoutes({
  /**
   * A price, or "needs a quote" with what the office needs to know. Outside the service area or the
   * table's ranges: 422 with the field and a helpful message, never a price. A POST, so the edge counts
   * it with the other public writes: anyone may call it, a script may not call it all day.
   */
  instantPrice: {
    method: 'POST',
    path: '/api/prices',
    auth: 'public',
    fn: 'enquiries',
    body: InstantPriceInputSchema,
    response: InstantPriceSchema,
    publicThrottle: true,
  },
});
