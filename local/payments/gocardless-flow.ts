import type http from 'node:http';
import { CREDITOR_ID, type GoCardlessStore } from './gocardless-objects';
import { flowClosedPage, flowMissingPage, flowPage, type MandateForm } from './gocardless-pages';
import type { BankAccount, Mandate } from './gocardless-types';
import { gocardlessId, readBody, redirect, sendHtml } from './http';

const FIELDS: (keyof MandateForm)[] = [
  'given_name',
  'family_name',
  'email',
  'account_holder_name',
  'sort_code',
  'account_number',
];

const check = (values: MandateForm): Partial<MandateForm> => {
  const errors: Partial<MandateForm> = {};
  if (!values.given_name.trim()) errors.given_name = 'Enter your first name';
  if (!values.family_name.trim()) errors.family_name = 'Enter your last name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!values.account_holder_name.trim()) errors.account_holder_name = 'Enter the name on the account';
  if (!/^\d{6}$/.test(values.sort_code.replace(/[\s-]/g, ''))) errors.sort_code = 'Enter a 6-digit sort code';
  if (!/^\d{8}$/.test(values.account_number.replace(/\s/g, '')))
    errors.account_number = 'Enter an 8-digit account number';
  return errors;
};

/**
 * The hosted billing request flow at a flow's `authorisation_url` (`/billing/static/flow?id=BRF...`, as
 * GoCardless's own address has it). Confirming creates the customer's bank account and a Bacs mandate,
 * fulfils the billing request (`billing_requests.fulfilled`, `mandates.created`) and sends the browser to
 * the flow's `redirect_uri` with nothing added: the product looks its billing request up itself.
 */
export const createFlowPage =
  (store: GoCardlessStore) =>
  async (request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> => {
    const flow = store.flows.get(url.searchParams.get('id') ?? '');
    const billingRequest = flow ? store.billingRequests.get(flow.links.billing_request) : undefined;
    if (!flow || !billingRequest) return sendHtml(response, 404, flowMissingPage());
    if (billingRequest.status !== 'pending')
      return sendHtml(
        response,
        request.method === 'POST' ? 409 : 200,
        flowClosedPage(flow, billingRequest.status),
      );
    const customer = store.customers.get(billingRequest.links.customer ?? '');
    if (!customer) return sendHtml(response, 404, flowMissingPage());
    if (request.method !== 'POST') {
      const prefilled = flow.prefilled_customer ?? {};
      return sendHtml(
        response,
        200,
        flowPage({
          flow,
          values: {
            given_name: prefilled.given_name ?? '',
            family_name: prefilled.family_name ?? '',
            email: prefilled.email ?? '',
          },
        }),
      );
    }
    const form = new URLSearchParams(await readBody(request));
    const values = Object.fromEntries(
      FIELDS.map((name) => [name, form.get(name) ?? '']),
    ) as unknown as MandateForm;
    const errors = check(values);
    if (Object.keys(errors).length > 0) return sendHtml(response, 400, flowPage({ flow, values, errors }));

    const now = new Date().toISOString();
    const sortCode = values.sort_code.replace(/[\s-]/g, '');
    const accountNumber = values.account_number.replace(/\s/g, '');
    Object.assign(customer, {
      given_name: values.given_name.trim(),
      family_name: values.family_name.trim(),
      email: values.email.trim(),
    });
    const account: BankAccount = {
      id: gocardlessId('BA'),
      created_at: now,
      account_holder_name: values.account_holder_name.trim().toUpperCase(),
      account_number_ending: accountNumber.slice(-2),
      bank_name: sortCode.startsWith('20') ? 'BARCLAYS BANK PLC' : 'TEST BANK (LOCAL STAND-IN)',
      country_code: 'GB',
      currency: 'GBP',
      enabled: true,
      metadata: {},
      links: { customer: customer.id },
    };
    store.bankAccounts.set(account.id, account);
    store.accountNumbers.set(account.id, accountNumber);
    const mandate: Mandate = {
      id: gocardlessId('MD'),
      created_at: now,
      authorisation_source: 'web',
      funds_settlement: 'managed',
      links: { creditor: CREDITOR_ID, customer: customer.id, customer_bank_account: account.id },
      metadata: {
        ...((billingRequest.mandate_request as { metadata?: Record<string, string> } | null)?.metadata ?? {}),
      },
      next_possible_charge_date: store.nextChargeDate('pending_submission'),
      payments_require_approval: false,
      reference: `STANDIN-${gocardlessId('', 6)}`,
      scheme: 'bacs',
      status: 'pending_submission',
    };
    store.mandates.set(mandate.id, mandate);
    billingRequest.status = 'fulfilled';
    Object.assign(billingRequest.links, {
      customer_bank_account: account.id,
      mandate_request_mandate: mandate.id,
    });
    store.emit(
      'billing_requests.fulfilled',
      {
        billing_request: billingRequest.id,
        customer: customer.id,
        customer_bank_account: account.id,
        mandate_request_mandate: mandate.id,
      },
      billingRequest.metadata ?? {},
    );
    store.emit('mandates.created', { mandate: mandate.id }, mandate.metadata);
    store.progressMandate(mandate);
    if (flow.redirect_uri) return redirect(response, flow.redirect_uri);
    sendHtml(response, 200, flowClosedPage(flow, 'fulfilled'));
  };
