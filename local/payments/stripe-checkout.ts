import type http from 'node:http';
import { readBody, redirect, sendHtml, stripeId } from './http';
import { type CardForm, checkCardForm, type DeclineName } from './stripe-cards';
import { nowSeconds, type StripeStore } from './stripe-objects';
import { authenticatePage, checkoutPage, closedPage, missingPage } from './stripe-pages';
import type { PaymentIntent, PaymentMethod, Session, SessionExtras, SetupIntent } from './stripe-types';

/** What the page says after a failed 3D Secure check (Stripe Checkout's own wording). */
const NOT_AUTHENTICATED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The hosted Checkout page at a session's `url`: a card form, the 3D Secure step for cards that ask for it,
 * and the outcomes Stripe gives its test cards. A payment or saved card ends in `checkout.session.completed`
 * and a 303 to the session's success URL; a decline or failed check leaves the session open.
 */
export const createCheckout = (store: StripeStore) => {
  const paymentIntentFor = (session: Session, extras: SessionExtras): PaymentIntent => {
    const existing = session.payment_intent
      ? store.paymentIntents.get(String(session.payment_intent))
      : undefined;
    if (existing) return existing;
    // Created at the first attempt, as Checkout has done since API version 2022-08-01.
    const intent = store.newPaymentIntent({
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'gbp',
      customer: typeof session.customer === 'string' ? session.customer : null,
      metadata: extras.paymentIntentData.metadata,
      setupFutureUsage: extras.paymentIntentData.setupFutureUsage,
    });
    session.payment_intent = intent.id;
    return intent;
  };

  const setupIntentFor = (session: Session, extras: SessionExtras): SetupIntent => {
    const existing = session.setup_intent ? store.setupIntents.get(String(session.setup_intent)) : undefined;
    if (existing) return existing;
    const id = stripeId('seti_');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${stripeId('', 25)}`,
      created: nowSeconds(),
      customer: session.customer,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: extras.setupIntentData.metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: 'off_session',
    };
    store.setupIntents.set(id, intent);
    session.setup_intent = id;
    return intent;
  };

  const complete = (session: Session, extras: SessionExtras, method: PaymentMethod): void => {
    const customer = typeof session.customer === 'string' ? session.customer : null;
    if (session.mode === 'setup') {
      method.customer = customer;
      const intent = setupIntentFor(session, extras);
      Object.assign(intent, {
        status: 'succeeded',
        payment_method: method.id,
        next_action: null,
        last_setup_error: null,
      });
      store.emit('setup_intent.succeeded', intent);
      Object.assign(session, { status: 'complete', url: null });
    } else {
      if (extras.paymentIntentData.setupFutureUsage) method.customer = customer;
      store.succeed(paymentIntentFor(session, extras), method);
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    }
    extras.authenticating = undefined;
    store.emit('checkout.session.completed', session);
  };

  /** A declined card or failed check: recorded on the intent and emitted; the page shows `message`. */
  const fail = (
    session: Session,
    extras: SessionExtras,
    method: PaymentMethod,
    name: DeclineName,
  ): string => {
    extras.authenticating = undefined;
    if (session.mode === 'payment') {
      const error = store.fail(paymentIntentFor(session, extras), method, name);
      return name === 'authentication_failed' ? NOT_AUTHENTICATED : error.body.message;
    }
    const intent = setupIntentFor(session, extras);
    const authentication = name === 'authentication_failed';
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: authentication
        ? {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message:
              'The latest attempt to set up the payment method has failed because authentication failed.',
          }
        : {
            type: 'card_error',
            code: 'card_declined',
            decline_code: name,
            message: 'Your card was declined.',
          },
    });
    store.emit('setup_intent.setup_failed', intent);
    return authentication ? NOT_AUTHENTICATED : 'Your card was declined.';
  };

  const formOf = (body: string): CardForm => {
    const form = new URLSearchParams(body);
    return {
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
      name: form.get('name') ?? '',
    };
  };

  const pay = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    session: Session,
    extras: SessionExtras,
  ) => {
    const values = formOf(await readBody(request));
    const checked = checkCardForm(values);
    if ('errors' in checked)
      return sendHtml(response, 400, checkoutPage({ session, extras, values, errors: checked.errors }));
    const method = store.createPaymentMethod(checked.card);
    const outcome = store.outcome(method.id, session.mode === 'setup' ? 'setup' : 'payment');
    if (outcome === 'succeed') {
      complete(session, extras, method);
      return redirect(response, (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id));
    }
    if (outcome === 'authenticate') {
      const intent =
        session.mode === 'setup' ? setupIntentFor(session, extras) : paymentIntentFor(session, extras);
      store.requireAction(intent, method);
      extras.authenticating = method.id;
      return redirect(response, `/c/pay/${session.id}/authenticate`);
    }
    const message = fail(session, extras, method, outcome);
    sendHtml(response, 402, checkoutPage({ session, extras, values: { ...values, cvc: '' }, message }));
  };

  const authenticate = async (
    response: http.ServerResponse,
    session: Session,
    extras: SessionExtras,
    body: string,
  ) => {
    const method = extras.authenticating ? store.paymentMethods.get(extras.authenticating) : undefined;
    if (!method) return redirect(response, `/c/pay/${session.id}`);
    if (new URLSearchParams(body).get('outcome') === 'complete') {
      complete(session, extras, method);
      return redirect(response, (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id));
    }
    const message = fail(session, extras, method, 'authentication_failed');
    sendHtml(response, 402, checkoutPage({ session, extras, message }));
  };

  /** Serves `/c/pay/<session id>` and `/c/pay/<session id>/authenticate`. */
  return async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
  ): Promise<void> => {
    const [, id = '', step] = /^\/c\/pay\/([^/]+)(\/authenticate)?$/.exec(path) ?? [];
    store.sweepExpired();
    const session = store.sessions.get(id);
    const extras = store.sessionExtras.get(id);
    if (!session || !extras) return sendHtml(response, 404, missingPage('checkout session'));
    if (session.status !== 'open')
      return sendHtml(response, request.method === 'POST' ? 409 : 200, closedPage(session));
    if (step) {
      if (request.method === 'POST') return authenticate(response, session, extras, await readBody(request));
      const method = extras.authenticating ? store.paymentMethods.get(extras.authenticating) : undefined;
      if (!method) return redirect(response, `/c/pay/${session.id}`);
      return sendHtml(response, 200, authenticatePage(session, method.card.last4));
    }
    if (request.method === 'POST') return pay(request, response, session, extras);
    sendHtml(response, 200, checkoutPage({ session, extras }));
  };
};
