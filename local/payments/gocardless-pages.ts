import type { BillingRequestFlow } from './gocardless-types';
import { escapeHtml, field, layout } from './pages';

const BANNER = 'Test Direct Debit set-up — local stand-in for GoCardless (no bank account is debited)';

export interface MandateForm {
  given_name: string;
  family_name: string;
  email: string;
  account_holder_name: string;
  sort_code: string;
  account_number: string;
}

/** The Direct Debit Guarantee's four promises, in our words; the scheme's own text is on the real page. */
const guarantee = `<section class="notice" aria-labelledby="guarantee"><h2 id="guarantee">The Direct Debit Guarantee</h2>
<ul>
<li>Every bank and building society that takes Direct Debits offers this Guarantee.</li>
<li>You are told the amount and date of each payment before it is taken (normally at least 3 working days ahead), and of any change.</li>
<li>If a payment is taken in error, by the business, by GoCardless or by your bank, your bank refunds the full amount straight away. A refund you were not due must be paid back when asked.</li>
<li>You can cancel a Direct Debit at any time by contacting your bank or building society. Please tell the business too.</li>
</ul></section>`;

const testAccounts = `<h2>Test bank details</h2>
<table><thead><tr><th scope="col">Sort code</th><th scope="col">Account number</th><th scope="col">What happens</th></tr></thead><tbody>
<tr><td><code>200000</code></td><td><code>55779911</code></td><td>Mandate set up, then active; payments succeed</td></tr>
<tr><td><code>200000</code></td><td><code>55779922</code></td><td>Mandate active, but every payment fails (insufficient funds)</td></tr>
<tr><td>any 6 digits</td><td>any other 8 digits</td><td>As 55779911</td></tr>
</tbody></table>`;

/** The hosted set-up page at a flow's `authorisation_url`. */
export const flowPage = (options: {
  flow: BillingRequestFlow;
  values: Partial<MandateForm>;
  errors?: Partial<MandateForm>;
}): string => {
  const { flow, values, errors = {} } = options;
  return layout({
    title: 'Set up a Direct Debit (test)',
    banner: BANNER,
    body: `<div class="card"><h1>Set up a Direct Debit</h1>
<p class="muted">Payments are collected by GoCardless on behalf of the business, under the Direct Debit scheme (Bacs).</p>
${Object.keys(errors).length > 0 ? '<div class="error" role="alert">Check the details below.</div>' : ''}
<form method="post" action="/billing/static/flow?id=${escapeHtml(flow.id)}" novalidate>
<div class="row"><div>${field({ name: 'given_name', label: 'First name', value: values.given_name, error: errors.given_name, autocomplete: 'given-name' })}</div>
<div>${field({ name: 'family_name', label: 'Last name', value: values.family_name, error: errors.family_name, autocomplete: 'family-name' })}</div></div>
${field({ name: 'email', label: 'Email', value: values.email, error: errors.email, autocomplete: 'email' })}
${field({ name: 'account_holder_name', label: 'Account holder name', value: values.account_holder_name, error: errors.account_holder_name, autocomplete: 'name' })}
<div class="row"><div>${field({ name: 'sort_code', label: 'Sort code', value: values.sort_code, error: errors.sort_code, inputmode: 'numeric', placeholder: '200000' })}</div>
<div>${field({ name: 'account_number', label: 'Account number', value: values.account_number, error: errors.account_number, inputmode: 'numeric', placeholder: '55779911' })}</div></div>
${guarantee}
<button class="primary" type="submit">Set up Direct Debit</button>
</form>${flow.exit_uri ? `<a class="cancel" href="${escapeHtml(flow.exit_uri)}">Cancel and go back</a>` : ''}</div>
${testAccounts}`,
  });
};

export const flowClosedPage = (flow: BillingRequestFlow, status: string): string =>
  layout({
    title: 'Direct Debit (test)',
    banner: BANNER,
    body: `<div class="card"><h1>${status === 'fulfilled' ? 'Your Direct Debit is set up' : 'This link is no longer valid'}</h1>
<p>Nothing more to do here.</p>${
      flow.redirect_uri ? `<a class="cancel" href="${escapeHtml(flow.redirect_uri)}">Continue</a>` : ''
    }</div>`,
  });

export const flowMissingPage = (): string =>
  layout({
    title: 'Not found (test)',
    banner: BANNER,
    body: '<div class="card"><h1>Not found</h1><p>No Direct Debit set-up with this address.</p></div>',
  });
