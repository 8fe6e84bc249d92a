import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { normaliseUkMobile, STOP_WORDS } from '../../shared/sms';
import { assertPortFree, type RunningServer, serve } from '../ports';
import type { Emulator } from './emulators';
import { type SentText, textsPage } from './sms-page';

/**
 * A stand-in for AWS End User Messaging SMS, speaking the protocol the unchanged SDK client
 * uses (awsJson1_0: `POST /`, `X-Amz-Target: PinpointSMSVoiceV2.<Operation>`, JSON both ways, errors
 * as `{ __type, Message, ... }`), for the operations the product and its tests call:
 * - SendTextMessage: records the text and answers its MessageId, or, for a number on the opt-out
 *   list, the service's refusal (ConflictException, Reason DESTINATION_PHONE_NUMBER_OPTED_OUT); for a
 *   number outside +44, the refusal of the stage's protect configuration, which allows GB only
 *   (ConflictException, Reason DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION);
 * - PutOptedOutNumber / DeleteOptedOutNumber: the opt-out list, as an operator (or a test) edits it.
 * Beside it, for people and tests:
 * - `GET /` a page listing every text; `GET /store?since=<epoch s>` the same as JSON (`{ texts }`);
 * - `POST /inbound` `{ from, body }`: a reply from a phone, as two-way SMS delivers one. A STOP puts the
 *   number on the opt-out list, as End User Messaging's keyword handling does, and the reply goes to
 *   `onInbound` in the shape End User Messaging publishes to the SNS topic (the stack hands it to the
 *   notice sender); it answers once that has run.
 * What it does not do: delivery receipts, segments and prices, spend limits, sender ID rules, the
 * sandbox's verified destinations. It keeps nothing across restarts.
 */

/** End User Messaging's two-way payload (docs: "two-way SMS message payload for Amazon SNS topics"). */
export interface InboundText {
  originationNumber: string;
  destinationNumber: string;
  messageKeyword: string;
  messageBody: string;
  inboundMessageId: string;
  previousPublishedMessageId?: string;
}

const TARGET_PREFIX = 'PinpointSMSVoiceV2.';
const JSON_TYPE = 'application/x-amz-json-1.0';
/** The list a send is checked against: the stage's own list in AWS, one list here. */
const OPT_OUT_LIST = 'local-opt-out-list';

const readBody = async (request: http.IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const awsError = (
  response: http.ServerResponse,
  status: number,
  type: string,
  fields: Record<string, string>,
) =>
  response
    .writeHead(status, { 'content-type': JSON_TYPE, 'x-amzn-errortype': type })
    .end(JSON.stringify({ __type: type, ...fields }));

export const startSms = async (options: {
  port: number;
  /** Where a reply goes: the stack invokes the notice sender with it, as the SNS topic does in AWS. */
  onInbound?: (reply: InboundText) => Promise<void>;
}): Promise<Emulator> => {
  await assertPortFree(options.port, 'SMS_PORT');
  const texts: SentText[] = [];
  const optedOut = new Set<string>();

  const operations: Record<string, (input: Record<string, unknown>, response: http.ServerResponse) => void> =
    {
      SendTextMessage: (input, response) => {
        const to = String(input.DestinationPhoneNumber ?? '');
        const body = String(input.MessageBody ?? '');
        if (!/^\+\d{8,15}$/.test(to) || body === '')
          return awsError(response, 400, 'ValidationException', {
            Message: 'DestinationPhoneNumber must be E.164 and MessageBody must not be empty',
            Reason: 'INVALID_PARAMETER',
          });
        if (!to.startsWith('+44'))
          return awsError(response, 400, 'ConflictException', {
            Message: "The destination country is blocked by the configuration set's protect configuration",
            Reason: 'DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION',
            ResourceType: 'protect-configuration',
            ResourceId: 'local-texts-gb-only',
          });
        if (optedOut.has(to))
          return awsError(response, 400, 'ConflictException', {
            Message: 'The destination phone number is opted out',
            Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
            ResourceType: 'opt-out-list',
            ResourceId: OPT_OUT_LIST,
          });
        const text: SentText = {
          messageId: randomUUID(),
          to,
          from: input.OriginationIdentity as string | undefined,
          configurationSet: input.ConfigurationSetName as string | undefined,
          messageType: input.MessageType as string | undefined,
          body,
          at: Date.now(),
        };
        texts.push(text);
        response
          .writeHead(200, { 'content-type': JSON_TYPE })
          .end(JSON.stringify({ MessageId: text.messageId }));
      },
      PutOptedOutNumber: (input, response) => {
        const number = String(input.OptedOutNumber ?? '');
        optedOut.add(number);
        response.writeHead(200, { 'content-type': JSON_TYPE }).end(
          JSON.stringify({
            OptOutListArn: `arn:aws:sms-voice:local:000000000000:opt-out-list/${OPT_OUT_LIST}`,
            OptOutListName: input.OptOutListName,
            OptedOutNumber: number,
            OptedOutTimestamp: Date.now() / 1000,
            EndUserOptedOut: false,
          }),
        );
      },
      DeleteOptedOutNumber: (input, response) => {
        const number = String(input.OptedOutNumber ?? '');
        if (!optedOut.delete(number))
          return awsError(response, 400, 'ResourceNotFoundException', {
            Message: 'The number is not on the opt-out list',
            ResourceType: 'opted-out-number',
            ResourceId: number,
          });
        response
          .writeHead(200, { 'content-type': JSON_TYPE })
          .end(JSON.stringify({ OptOutListName: input.OptOutListName, OptedOutNumber: number }));
      },
    };

  const inbound = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const { from, body } = JSON.parse((await readBody(request)) || '{}') as { from?: string; body?: string };
    const number = from ? (normaliseUkMobile(from) ?? from) : '';
    if (!/^\+\d{8,15}$/.test(number) || typeof body !== 'string') {
      response
        .writeHead(400, { 'content-type': 'text/plain' })
        .end('from must be a phone number and body a string');
      return;
    }
    const keyword = body.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
    if (STOP_WORDS.has(keyword)) optedOut.add(number);
    await options.onInbound?.({
      originationNumber: number,
      destinationNumber: '+447700900000',
      messageKeyword: keyword,
      messageBody: body,
      inboundMessageId: randomUUID(),
    });
    response.writeHead(204).end();
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const target = request.headers['x-amz-target'];
    const handle = async () => {
      if (request.method === 'POST' && url.pathname === '/' && typeof target === 'string') {
        const operation = operations[target.replace(TARGET_PREFIX, '')];
        if (!target.startsWith(TARGET_PREFIX) || !operation)
          return awsError(response, 400, 'UnknownOperationException', {
            Message: `${target} is not served here`,
          });
        return operation(JSON.parse((await readBody(request)) || '{}'), response);
      }
      if (request.method === 'GET' && url.pathname === '/store') {
        const since = Number(url.searchParams.get('since') ?? 0) * 1000;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ texts: texts.filter((text) => text.at >= since) }));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/') {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(textsPage(texts, optedOut));
        return;
      }
      if (request.method === 'POST' && url.pathname === '/inbound') return inbound(request, response);
      response.writeHead(404).end();
    };
    handle().catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });
  const running: RunningServer = await serve(server, options.port, '127.0.0.1');
  return { name: 'SMS stand-in', port: running.port, url: running.url, stop: running.stop };
};
