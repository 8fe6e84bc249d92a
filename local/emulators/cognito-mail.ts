import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { business } from '../../shared/business';
import { LOCAL_CREDENTIALS, REGION } from './provision';

/** Box-drawing and colour codes around cognito-local's console output. */
const ESCAPE = String.fromCharCode(27);
const ANSI = new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g');
const clean = (line: string) =>
  line
    .replace(ANSI, '')
    .replace(/[│╭╮╰╯─]/g, ' ')
    .trim();

/**
 * cognito-local prints verification and reset codes instead of e-mailing them. This reads them from its
 * output and e-mails them through SES local, so the codes reach the developer in the mail viewer and
 * the end-to-end tests read them there, as a user would read their inbox.
 */
export const createCodeForwarder = (sesUrl: () => string, log: (line: string) => void) => {
  let pending: { destination?: string; code?: string; subject?: string } | undefined;
  const ses = () => new SESv2Client({ endpoint: sesUrl(), region: REGION, credentials: LOCAL_CREDENTIALS });

  const deliver = async (destination: string, code: string, subject: string | undefined) => {
    log(`[cognito] code for ${destination}: ${code}`);
    const client = ses();
    try {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: 'no-reply@example.com',
          Destination: { ToAddresses: [destination] },
          Content: {
            Simple: {
              Subject: { Data: subject ?? `Your ${business.name} verification code` },
              Body: { Text: { Data: `Your verification code is ${code}\n\n${business.name}` } },
            },
          },
        }),
      );
    } catch (error) {
      log(`[cognito] could not e-mail the code: ${(error as Error).name}`);
    } finally {
      client.destroy();
    }
  };

  return (raw: string) => {
    const line = clean(raw);
    if (line.includes('Confirmation Code Delivery')) {
      pending = {};
      return;
    }
    if (!pending) return;
    const field = /^(Destination|Code|Email Subject):\s+(.+)$/.exec(line);
    if (field?.[1] === 'Destination') pending.destination = field[2]?.trim();
    if (field?.[1] === 'Code') pending.code = field[2]?.trim();
    if (field?.[1] === 'Email Subject') pending.subject = field[2]?.trim();
    // The box's bottom border ends the message.
    if (raw.includes('╯') && pending.destination && pending.code) {
      const { destination, code, subject } = pending;
      pending = undefined;
      void deliver(destination, code, subject);
    }
  };
};
