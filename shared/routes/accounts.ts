import { SignUpReceiptSchema, SignUpRequestSchema } from '../schemas/sign-up';
import { defineRoutes } from './define';

/**
 * The accounts function's public route: sign-up. Its other routes (an account's export and erasure) are
 * in account-data.ts, so the sign-up page does not download the export's schemas.
 */
export const accountRoutes = defineRoutes({
  /**
   * Sign-up (issue 17 item 6, decision 008): one answer whether or not the address has an account; its
   * owner is mailed instead. A pending (unconfirmed) sign-up for the address is replaced.
   */
  signUp: {
    method: 'POST',
    path: '/api/accounts',
    auth: 'public',
    fn: 'accounts',
    body: SignUpRequestSchema,
    response: SignUpReceiptSchema,
    successStatus: 202,
    publicThrottle: true,
  },
});
