import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_REACTIONS, STREAM_REACTIONS } from '../../../../lambdas/notices/reactions';
import { reactToStream, runScheduled } from '../../../../lambdas/notices/sender';

const record = (sequence: string, entity: string) => ({
  eventName: 'INSERT' as const,
  dynamodb: { SequenceNumber: sequence, NewImage: { entity: { S: entity } } },
});
const batch = (...records: ReturnType<typeof record>[]) =>
  ({ Records: records }) as unknown as DynamoDBStreamEvent;

describe('the reactions the notice sender runs', () => {
  it('names each once: the stream sends the notice before it credits a referral; the schedule runs every sweep', () => {
    expect(STREAM_REACTIONS.map((reaction) => reaction.name)).toEqual(['notice', 'referral']);
    expect(SCHEDULED_REACTIONS.map((reaction) => reaction.name)).toEqual([
      'due',
      'reminders',
      'credentials',
      'keys',
    ]);
  });

  it('gives every record, read once, to every stream reaction in order, and reports only the record that failed', async () => {
    const seen: string[] = [];
    const response = await reactToStream(
      batch(record('1', 'notice'), record('2', 'bad'), record('3', 'invoice')),
      undefined,
      [
        {
          name: 'first',
          onRecord: async (_record, image) => {
            seen.push(`first ${String(image?.entity)}`);
            if (image?.entity === 'bad') throw new Error('table unavailable');
            return image?.entity === 'notice' ? 'sent' : undefined;
          },
        },
        {
          name: 'second',
          onRecord: async (_record, image) => void seen.push(`second ${String(image?.entity)}`),
        },
      ],
    );
    expect(seen).toEqual(['first notice', 'second notice', 'first bad', 'first invoice', 'second invoice']);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
  });

  it('runs every scheduled reaction even when one fails, answers each by name, then fails the run', async () => {
    const ran: string[] = [];
    const reaction = (name: string, fails = false) => ({
      name,
      run: async () => {
        ran.push(name);
        if (fails) throw new Error(`${name} failed`);
        return { done: name };
      },
    });
    await expect(runScheduled([reaction('due'), reaction('sweep', true), reaction('keys')])).rejects.toThrow(
      'sweep failed',
    );
    expect(ran).toEqual(['due', 'sweep', 'keys']);
    await expect(runScheduled([reaction('due'), reaction('keys')])).resolves.toEqual({
      due: { done: 'due' },
      keys: { done: 'keys' },
    });
  });
});
