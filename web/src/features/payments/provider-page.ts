import type { Checkout } from '@shared/schemas/payment';

// The offline stand-in for the providers (local/) serves plain http on this machine; nothing else may.
const isLocal = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');

/**
 * Sends the browser to a provider's hosted page (Stripe Checkout, GoCardless's billing request): the
 * card or bank details are typed there, never on our pages. Only an https address is followed (http
 * on this machine only), so a response that somehow held a `javascript:` URL runs nothing here.
 */
export const goToProvider = (checkout: Checkout) => {
  const url = new URL(checkout.url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocal(url)))
    throw new Error('The payment page’s address is not one we send you to.');
  window.location.assign(url.href);
};
