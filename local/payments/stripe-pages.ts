import { escapeHtml, field, formatMoney, layout } from './pages';
import type { CardForm } from './stripe-cards';
import { TEST_CARDS } from './stripe-cards';
import type { Session, SessionExtras } from './stripe-types';

const BANNER = 'Test payment page — local stand-in for Stripe Checkout (no real card is charged)';

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const testCards = `<h2>Test cards</h2>
<p class="muted">Any future expiry date (such as 12 / 34), any 3-digit security code, any name.</p>
<table><thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead><tbody>
${TEST_CARDS.map((card) => `<tr><td><code>${groups(card.number)}</code></td><td>${escapeHtml(card.description)}</td></tr>`).join('\n')}
</tbody></table>`;

const summary = (session: Session, extras: SessionExtras) => {
  if (session.mode === 'setup')
    return `<h1>Save a card</h1><p class="amount">No payment today</p>
<p class="muted">The card is kept for later payments.</p>`;
  const currency = session.currency ?? 'gbp';
  const items = extras.lineItems
    .map(
      (item) =>
        `<li>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}: ${formatMoney(
          item.unitAmount * item.quantity,
          currency,
        )}</li>`,
    )
    .join('');
  return `<h1>Pay</h1><p class="amount">${formatMoney(session.amount_total ?? 0, currency)}</p><ul class="muted">${items}</ul>`;
};

const cancelLink = (session: Session) =>
  session.cancel_url
    ? `<a class="cancel" href="${escapeHtml(session.cancel_url)}">Cancel and go back</a>`
    : '';

/** The card form of an open session, with what went wrong on the last attempt. */
export const checkoutPage = (options: {
  session: Session;
  extras: SessionExtras;
  values?: Partial<CardForm>;
  errors?: Partial<CardForm>;
  message?: string;
}): string => {
  const { session, extras, values = {}, errors = {} } = options;
  const saving = session.mode === 'setup' || extras.paymentIntentData.setupFutureUsage !== undefined;
  return layout({
    title: session.mode === 'setup' ? 'Save a card (test)' : 'Pay (test)',
    banner: BANNER,
    body: `<div class="card">${summary(session, extras)}
${options.message ? `<div class="error" role="alert">${escapeHtml(options.message)}</div>` : ''}
<form method="post" action="/c/pay/${escapeHtml(session.id)}" novalidate>
${field({ name: 'number', label: 'Card number', value: values.number, error: errors.number, autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' })}
<div class="row"><div>${field({ name: 'expiry', label: 'Expiry (MM / YY)', value: values.expiry, error: errors.expiry, autocomplete: 'cc-exp', placeholder: 'MM / YY' })}</div>
<div>${field({ name: 'cvc', label: 'CVC', error: errors.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC' })}</div></div>
${field({ name: 'name', label: 'Name on card', value: values.name, error: errors.name, autocomplete: 'cc-name' })}
${saving ? '<p class="notice">By saving your card, you allow the business to charge it for future payments in line with its terms.</p>' : ''}
<button class="primary" type="submit">${session.mode === 'setup' ? 'Save card' : `Pay ${formatMoney(session.amount_total ?? 0, session.currency ?? 'gbp')}`}</button>
</form>${cancelLink(session)}</div>
${testCards}`,
  });
};

/** The bank's 3D Secure challenge, as Stripe's test page offers it: complete or fail. */
export const authenticatePage = (session: Session, last4: string): string =>
  layout({
    title: 'Authenticate this payment (test)',
    banner: BANNER,
    body: `<div class="card"><h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm ${
      session.mode === 'setup'
        ? 'that this card may be saved'
        : `this payment of ${formatMoney(session.amount_total ?? 0, session.currency ?? 'gbp')}`
    } with the card ending ${escapeHtml(last4)}.</p>
<p class="muted">This test page stands in for 3D Secure: choose how the bank's check ends.</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}/authenticate">
<button class="primary" type="submit" name="outcome" value="complete">Complete authentication</button>
<button class="danger" type="submit" name="outcome" value="fail">Fail authentication</button>
</form></div>`,
  });

/** A session that can no longer take a card: paid, saved or expired. */
export const closedPage = (session: Session): string =>
  layout({
    title: session.status === 'expired' ? 'Checkout expired (test)' : 'Checkout complete (test)',
    banner: BANNER,
    body: `<div class="card">${
      session.status === 'expired'
        ? '<h1>This checkout has expired</h1><p>The link is no longer valid. Go back and start again.</p>'
        : `<h1>${session.mode === 'setup' ? 'Your card is saved' : 'This payment is complete'}</h1><p>Nothing more to do here.</p>`
    }${session.status === 'expired' ? cancelLink(session) : ''}</div>`,
  });

export const missingPage = (what: string): string =>
  layout({
    title: 'Not found (test)',
    banner: BANNER,
    body: `<div class="card"><h1>Not found</h1><p>No ${escapeHtml(what)} with this address.</p></div>`,
  });
