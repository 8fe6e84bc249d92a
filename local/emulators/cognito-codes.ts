import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { business } from '../../shared/business';
import { REGION } from '../../shared/region';
import { LOCAL_CREDENTIALS } from './provision';

/** A verification or reset code cognito-local would have sent (cognito-server.cjs hands it over). */
export interface CodeDelivery {
  username: string;
  destination: string;
  code: string;
  subject?: string;
  /** The custom-message trigger's HTML, the code in place: mailed as Cognito mails it (HTML only). */
  html?: string;
}

/**
 * E-mails cognito-local's codes through SES local, so they reach the developer in the mail viewer and
 * the end-to-end tests read them there, as a user would read their inbox.
 */
export const createCodeMailer = (sesUrl: () => string, log: (line: string) => void) => {
  let client: SESv2Client | undefined;
  let clientUrl: string | undefined;
  const ses = () => {
    // SES local may be restarted on the same port (outage tests); a new client costs nothing here.
    if (!client || clientUrl !== sesUrl()) {
      client?.destroy();
      clientUrl = sesUrl();
      client = new SESv2Client({ endpoint: clientUrl, region: REGION, credentials: LOCAL_CREDENTIALS });
    }
    return client;
  };
  return {
    deliver: async ({ destination, code, subject, html }: CodeDelivery): Promise<void> => {
      log(`[cognito] code for ${destination}: ${code}`);
      try {
        await ses().send(
          new SendEmailCommand({
            FromEmailAddress: 'no-reply@example.com',
            Destination: { ToAddresses: [destination] },
            Content: {
              Simple: {
                Subject: { Data: subject ?? `Your ${business.name} verification code` },
                Body: html
                  ? { Html: { Data: html, Charset: 'UTF-8' } }
                  : { Text: { Data: `Your verification code is ${code}\n\n${business.name}` } },
              },
            },
          }),
        );
      } catch (error) {
        log(`[cognito] could not e-mail the code: ${(error as Error).name}`);
      }
    },
    close: () => client?.destroy(),
  };
};
