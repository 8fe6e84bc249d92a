import type * as GoCardless from 'gocardless-nodejs';

/*
 * GoCardless's resources as this stand-in keeps them: each picks its fields from the SDK's own types
 * (made required, so none is forgotten), so a field GoCardless does not have fails the typecheck.
 */
type Fields<T, K extends keyof T> = Required<Pick<T, K>>;
export type Customer = Fields<
  GoCardless.Customer,
  | 'id'
  | 'created_at'
  | 'email'
  | 'given_name'
  | 'family_name'
  | 'company_name'
  | 'country_code'
  | 'language'
  | 'metadata'
>;
export type BankAccount = Fields<
  GoCardless.CustomerBankAccount,
  | 'id'
  | 'created_at'
  | 'account_holder_name'
  | 'account_number_ending'
  | 'bank_name'
  | 'country_code'
  | 'currency'
  | 'enabled'
  | 'metadata'
  | 'links'
>;
export type Mandate = Fields<
  GoCardless.Mandate,
  | 'id'
  | 'created_at'
  | 'authorisation_source'
  | 'funds_settlement'
  | 'links'
  | 'metadata'
  | 'next_possible_charge_date'
  | 'payments_require_approval'
  | 'reference'
  | 'scheme'
  | 'status'
>;
export type BillingRequest = Fields<
  GoCardless.BillingRequest,
  | 'id'
  | 'created_at'
  | 'status'
  | 'mandate_request'
  | 'payment_request'
  | 'metadata'
  | 'links'
  | 'fallback_enabled'
>;
export type BillingRequestFlow = Fields<
  GoCardless.BillingRequestFlow,
  | 'id'
  | 'created_at'
  | 'expires_at'
  | 'authorisation_url'
  | 'auto_fulfil'
  | 'redirect_uri'
  | 'exit_uri'
  | 'links'
  | 'prefilled_customer'
  | 'lock_bank_account'
  | 'lock_customer_details'
>;
export type Payment = Fields<
  GoCardless.Payment,
  | 'id'
  | 'created_at'
  | 'charge_date'
  | 'amount'
  | 'amount_refunded'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'reference'
  | 'retry_if_possible'
  | 'scheme'
  | 'status'
  | 'links'
>;
export type Refund = Fields<
  GoCardless.Refund,
  'id' | 'created_at' | 'amount' | 'currency' | 'metadata' | 'reference' | 'status' | 'links'
>;
export type Event = Fields<
  GoCardless.Event,
  'id' | 'created_at' | 'resource_type' | 'action' | 'links' | 'details' | 'metadata' | 'resource_metadata'
>;
