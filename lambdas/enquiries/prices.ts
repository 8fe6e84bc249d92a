import { instantPrice } from '../../shared/instant-price';
import type { InstantPrice, InstantPriceRequest } from '../../shared/schemas/instant-price';
import { AppError } from '../lib/errors';

/**
 * POST /api/prices: the calculator's answer, but a postcode outside the area and a size beyond the
 * table's ranges are the request's fault, so they answer 422 with the field to change (decision 032:
 * "never a wrong price"). A job the table prices per job, or a home in poor condition, is an answer
 * like a price: "needs a quote", with what the office needs to know.
 */
export const priceVisit = async (request: InstantPriceRequest): Promise<InstantPrice> => {
  const result = instantPrice(request);
  if (result.kind === 'outside_area') throw new AppError(422, 'outside_area', result.message, result.issues);
  if (result.kind === 'quote' && result.reason === 'size')
    throw new AppError(422, 'out_of_range', result.message, result.issues);
  return result;
};
