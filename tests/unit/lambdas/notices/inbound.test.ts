import { describe, expect, it } from 'vitest';
import { asksToStop, handleReplies, isSnsEvent } from '../../../../lambdas/notices/inbound';
import { textRefusal } from '../../../../lambdas/notices/send-text';

describe('replies to texts', () => {
  it.each([
    ['STOP', true],
    ['stop', true],
    ['  Stop please', true],
    ['UNSUBSCRIBE', true],
    ['opt-out', true],
    ['Thanks, see you tomorrow', false],
    ['Please do not stop the visits', false],
    ['', false],
    // Punctuation, and the keyword anywhere in a short reply.
    ['Stop.', true],
    ['STOP!!', true],
    ['please stop', true],
    ['Can you stop texting me?', true],
    ['pls unsubscribe me', true],
    ['opt out', true],
    ['Opt-out please', true],
    ['I don’t want you to stop coming on Tuesdays', false],
    ['cancel', true],
    ['Can I cancel Tuesday?', false],
    ['The end of the road is blocked so park at the front and stop by the gate thanks', false],
  ])('%j asks to stop: %s', (body, stops) => {
    expect(asksToStop(body)).toBe(stops);
  });

  it('tells an SNS event from a stream batch (an empty batch is the stream’s)', () => {
    expect(isSnsEvent({ Records: [{ EventSource: 'aws:sns', Sns: { Message: '{}' } }] })).toBe(true);
    expect(isSnsEvent({ Records: [{ eventName: 'INSERT', dynamodb: {} }] })).toBe(false);
    expect(isSnsEvent({ Records: [] })).toBe(false);
    expect(isSnsEvent({})).toBe(false);
  });

  it('skips a message that is not End User Messaging’s, or not a stop from a UK mobile, without the table', async () => {
    const event = (message: string) => ({ Records: [{ Sns: { Message: message } }] });
    // None of these reaches the table: the unit layer has none, so a lookup would throw.
    for (const message of [
      'not json',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify({ originationNumber: '+447700900123', messageBody: 'Thanks!' }),
      JSON.stringify({ originationNumber: '+33612345678', messageBody: 'STOP' }),
    ])
      expect(await handleReplies(event(message))).toEqual({ replies: 1, stopped: 0 });
  });
});

describe("the provider's refusals", () => {
  it('an opted-out number, a request never taken, and the rest that clear with time', () => {
    expect(textRefusal({ name: 'ConflictException', Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT' })).toBe(
      'opted_out',
    );
    expect(textRefusal({ name: 'ConflictException', Reason: 'DELETION_PROTECTION_ENABLED' })).toBe(
      'transient',
    );
    expect(textRefusal({ name: 'ValidationException' })).toBe('permanent');
    expect(textRefusal({ name: 'AccessDeniedException' })).toBe('permanent');
    // A country or number the stage's protect configuration blocks (GB only) stays blocked.
    expect(
      textRefusal({
        name: 'ConflictException',
        Reason: 'DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION',
      }),
    ).toBe('permanent');
    expect(
      textRefusal({
        name: 'ConflictException',
        Reason: 'DESTINATION_PHONE_NUMBER_BLOCKED_BY_PROTECT_NUMBER_OVERRIDE',
      }),
    ).toBe('permanent');
    expect(
      textRefusal({ name: 'ServiceQuotaExceededException', Reason: 'MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT' }),
    ).toBe('transient');
    expect(textRefusal({ name: 'ThrottlingException' })).toBe('transient');
    expect(textRefusal(undefined)).toBe('transient');
  });
});
