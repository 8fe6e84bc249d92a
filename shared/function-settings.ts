/**
 * What every deployed function is given: infra's construct sets it in AWS, and the local gateway
 * enforces the same memory and timeouts, so a handler that would time out in AWS times out locally too.
 */
export const FUNCTION_SETTINGS = {
  memorySizeMb: 512,
  timeoutSeconds: 10,
  /** Cognito gives a trigger five seconds before it fails the operation that invoked it. */
  triggerTimeoutSeconds: 5,
} as const;

/**
 * A second function of a domain: online payments are billing, beside the invoices, but have
 * a function of their own so that only it bundles the providers' SDKs (decision 031).
 */
const SECOND_FUNCTIONS: Record<string, string> = {
  payments: 'lambdas/invoices/online/handler.ts',
  /** Quotes (decision 033): billing too (deposits, the PDF kit), apart so the invoices function stays its size. */
  quotes: 'lambdas/invoices/quotes/handler.ts',
};

/** The module of a domain's API function, relative to the repository root; it exports `handler`. */
export const handlerEntry = (fn: string): string => SECOND_FUNCTIONS[fn] ?? `lambdas/${fn}/handler.ts`;

/**
 * Functions outside the route table: Cognito's triggers and the notice sender (decisions 011, 012), which
 * sends every mail but Cognito's own codes.
 */
export const FUNCTION_ENTRIES = {
  postConfirmation: 'lambdas/users/post-confirmation.ts',
  preTokenGeneration: 'lambdas/users/pre-token-generation.ts',
  noticeSender: 'lambdas/notices/sender.ts',
  customMessage: 'lambdas/users/custom-message.ts',
  /** The WebSocket API's `$connect` authorizer and its routes, stream fan-out and sweep (decision 028). */
  realtimeAuthorizer: 'lambdas/realtime/authorizer.ts',
  realtime: 'lambdas/realtime/handler.ts',
} as const;
