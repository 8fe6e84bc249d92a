import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { business, legalIdentity } from '../../shared/business';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * To the owner of an address someone tried to sign up with again. The company's own words only: nothing
 * the person signing up typed (their name, their password) is repeated.
 */
export const existingAccountNotice = (
  email: string,
  mailEnv: { MAIL_FROM: string; SITE_URL: string },
): SendEmailCommandInput => {
  const signIn = `${mailEnv.SITE_URL.replace(/\/$/, '')}/auth`;
  const lines = [
    'Hello,',
    '',
    `Someone tried to create a ${business.name} account with this email address, which already has one.`,
    `If it was you, sign in at ${signIn}, or choose "Forgot password?" there to set a new password.`,
    'If it was not you, you can ignore this message: your account has not changed.',
    '',
    `${business.name}, ${business.address.town}, ${business.address.county}`,
    `${legalIdentity.registered} ${legalIdentity.office}`,
  ];
  return {
    FromEmailAddress: mailEnv.MAIL_FROM,
    Destination: { ToAddresses: [email] },
    ReplyToAddresses: [business.email],
    Content: {
      Simple: {
        Subject: { Data: `Your ${business.name} account`, Charset: 'UTF-8' },
        Body: {
          Text: { Data: lines.join('\n'), Charset: 'UTF-8' },
          Html: {
            Data: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join(''),
            Charset: 'UTF-8',
          },
        },
      },
    },
  };
};
