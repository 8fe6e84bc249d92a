import {
  FinishSignUpRequestSchema,
  SignUpFinishedSchema,
  SignUpReceiptSchema,
  SignUpRequestSchema,
} from '../schemas/sign-up';
import { defineRoutes } from './define';

/**
 * The accounts function's public routes: sign-up, in two steps (decision 015). Its other routes (an
 * account's export and erasure) are in account-data.ts, so the sign-up page does not download the
 * export's schemas.
 */
export const accountRoutes = defineRoutes({
  /**
   * Sign-up's first step: a name and an address. One answer whether or not the address has an account;
   * a code goes to a new address, a note to an existing account's owner.
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
  /** Sign-up's second step: the mailed code and the password; the account is made only now. */
  finishSignUp: {
    method: 'POST',
    path: '/api/accounts/confirm',
    auth: 'public',
    fn: 'accounts',
    body: FinishSignUpRequestSchema,
    response: SignUpFinishedSchema,
    successStatus: 201,
    publicThrottle: true,
  },
});
