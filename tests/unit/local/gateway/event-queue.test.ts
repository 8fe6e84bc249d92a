import { describe, expect, it } from 'vitest';
import { createEventQueue } from '../../../../local/gateway/event-queue';

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('asynchronous invocation queue', () => {
  it('runs an event at once while no API request is in flight', async () => {
    const queue = createEventQueue({ maxDelayMs: 5_000 });
    const ran: string[] = [];
    queue.push(async () => ran.push('mail'));
    await queue.idle();
    expect(ran).toEqual(['mail']);
  });

  it('holds events while requests are in flight, and runs them when the last one ends', async () => {
    const queue = createEventQueue({ maxDelayMs: 5_000 });
    const ran: string[] = [];
    queue.requestStarted();
    queue.requestStarted();
    queue.push(async () => ran.push('a'));
    queue.push(async () => ran.push('b'));
    queue.requestEnded();
    await tick();
    expect(ran).toEqual([]);
    queue.requestEnded();
    await queue.idle();
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs a held event after its longest delay even under constant load', async () => {
    const queue = createEventQueue({ maxDelayMs: 50 });
    const ran: string[] = [];
    queue.requestStarted();
    queue.push(async () => ran.push('late'));
    await tick(20);
    expect(ran).toEqual([]);
    await tick(60);
    expect(ran).toEqual(['late']);
    queue.requestEnded();
  });

  it('counts the events it was given, so the stack can tell new work from none', async () => {
    const queue = createEventQueue({ maxDelayMs: 5_000 });
    expect(queue.pushed()).toBe(0);
    queue.requestStarted();
    queue.push(async () => {});
    queue.push(async () => {});
    expect(queue.pushed()).toBe(2);
    queue.requestEnded();
    await queue.idle();
    expect(queue.pushed()).toBe(2);
  });

  it('idle waits for an event held behind a request, once the request ends', async () => {
    const queue = createEventQueue({ maxDelayMs: 5_000 });
    const ran: string[] = [];
    queue.requestStarted();
    queue.push(async () => {
      await tick(30);
      ran.push('mail');
    });
    const idle = queue.idle().then(() => ran.slice());
    await tick();
    queue.requestEnded();
    expect(await idle).toEqual(['mail']);
  });
});
