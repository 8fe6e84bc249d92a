import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { business } from '../../shared/business';
import { AUTH_PATH } from '../../shared/portal-paths';
import { type MailContent, renderMail, siteLink } from '../lib/mail';

/**
 * Cognito's custom-message trigger: the codes Cognito mails (verify the address at sign-up or on a
 * resend, reset a forgotten password, an account the office created) in the company's own mail
 * layout, so a reset says it is a reset. Cognito puts the code where `codeParameter` ({####}) stands
 * and refuses a message without it. Locally cognito-local invokes this same handler and mails what it
 * returns to SES local (local/emulators/cognito-codes.ts).
 */
const ignoredIfNotAsked = `If you did not ask for this, you can ignore this email: nothing changes without the code. Worried? Call us on ${business.phone}.`;

export const customMessageContent = (
  event: Pick<CustomMessageTriggerEvent, 'triggerSource' | 'request'>,
  siteUrl: string,
): MailContent | undefined => {
  const code = event.request.codeParameter;
  const name = event.request.userAttributes.name?.trim() || undefined;
  const signIn = { label: 'Go to sign in', href: siteLink(siteUrl, AUTH_PATH) };
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return {
        subject: `Verify your email for ${business.name}`,
        preheader: 'Your verification code is inside.',
        heading: 'Verify your email address',
        // No greeting by name: the address is not proven yet, and the name is what the person asking
        // typed, to a mailbox that may be a stranger's.
        paragraphs: [
          `Thank you for creating an account with ${business.name}. Enter this code on the sign-up page to verify your email address:`,
        ],
        facts: [{ label: 'Verification code', value: code }],
        button: signIn,
        notes: [
          'The code works once and expires after 24 hours.',
          `If you did not create an account, you can ignore this email. Questions? Call us on ${business.phone}.`,
        ],
      };
    case 'CustomMessage_ForgotPassword':
      return {
        subject: `Reset your ${business.name} password`,
        preheader: 'Someone asked to reset your password: the code is inside.',
        heading: 'Reset your password',
        greeting: name,
        paragraphs: [
          'We received a request to reset the password for your account. Enter this code on the sign-in page, then choose a new password:',
        ],
        facts: [{ label: 'Reset code', value: code }],
        button: signIn,
        notes: ['The code works once and expires after one hour.', ignoredIfNotAsked],
      };
    case 'CustomMessage_AdminCreateUser':
      return {
        subject: `Your ${business.name} account`,
        preheader: 'The office has made you an account.',
        heading: 'Your account is ready',
        greeting: name,
        paragraphs: [
          'The office has made you an account. Sign in with your email address and this temporary password, then choose your own:',
        ],
        facts: [
          { label: 'Email', value: event.request.usernameParameter ?? '' },
          { label: 'Temporary password', value: code },
        ],
        button: signIn,
        notes: [`Questions? Call us on ${business.phone}.`],
      };
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
      return {
        subject: `Confirm your new email for ${business.name}`,
        preheader: 'Your confirmation code is inside.',
        heading: 'Confirm your email address',
        // No greeting by name: the address is not proven yet, and the name is what the person asking
        // typed, to a mailbox that may be a stranger's.
        paragraphs: ['Enter this code in your account to confirm this email address:'],
        facts: [{ label: 'Confirmation code', value: code }],
        button: signIn,
        notes: [ignoredIfNotAsked],
      };
    default:
      // Sign-in codes by SMS or email (MFA) keep Cognito's own short message.
      return undefined;
  }
};

/**
 * The site's address, from the same SITE_URL every function is given. Read here without lib/env's
 * schema: that would bring zod (85 kB) into a function that needs one variable, past its 300 kB budget.
 */
const siteUrlFromEnv = (): string => {
  const value = process.env.SITE_URL ?? '';
  if (!URL.canParse(value)) throw new Error('Invalid Lambda environment: SITE_URL');
  return value;
};

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const siteUrl = siteUrlFromEnv();
  const content = customMessageContent(event, siteUrl);
  if (!content) return event;
  const mail = renderMail(content, { siteUrl });
  event.response.emailSubject = mail.subject;
  event.response.emailMessage = mail.html;
  return event;
};
