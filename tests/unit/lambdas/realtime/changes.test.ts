import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { bookingKey } from '../../../../lambdas/data/booking';
import { connectionKey } from '../../../../lambdas/data/connection';
import { enquiryKey } from '../../../../lambdas/data/enquiry';
import { feedbackKey } from '../../../../lambdas/data/feedback';
import { invoiceKey } from '../../../../lambdas/data/invoice';
import { noticeKey } from '../../../../lambdas/data/notice';
import { realtimeChangeOf } from '../../../../lambdas/data/realtime-change';
import { staffKey } from '../../../../lambdas/data/staff-key';
import { staffLinkKey } from '../../../../lambdas/data/staff-link';
import { staffMonthKey } from '../../../../lambdas/data/staff-month';
import { tokenFromProtocols } from '../../../../lambdas/realtime/authorizer';
import { matchesFilter } from '../../../../shared/notice-stream';
import { REALTIME_PROTOCOL, REALTIME_STREAM_FILTER, topicOf } from '../../../../shared/realtime';

/** What the realtime function hears of a changed item (decision 028), and whom it tells. */
describe('realtimeChangeOf', () => {
  it("tells a booking's client, its member and the office: its id, version and status, nothing else", () => {
    const told = realtimeChangeOf({
      ...bookingKey('b1'),
      userId: 'client-1',
      staffId: 'staff-9',
      scheduleVersion: 3,
      status: 'confirmed',
      clientSearch: 'jane doe jane@example.org',
      address: { line1: '1 Road' },
    });
    expect(told).toEqual({
      topics: [topicOf.office, topicOf.user('client-1'), topicOf.staff('staff-9')],
      change: { type: 'change', kind: 'booking', id: 'b1', version: 3, status: 'confirmed' },
    });
  });

  it('tells an invoice to its client and the office; an enquiry and feedback to the office only', () => {
    expect(
      realtimeChangeOf({ ...invoiceKey('i1'), userId: 'c', version: 2, status: 'paid' })?.topics,
    ).toEqual([topicOf.office, topicOf.user('c')]);
    expect(realtimeChangeOf({ ...enquiryKey('e1'), email: 'a@b.c' })).toEqual({
      topics: [topicOf.office],
      change: { type: 'change', kind: 'enquiry', id: 'e1' },
    });
    expect(realtimeChangeOf({ ...feedbackKey('b2'), rating: 5 })?.change).toEqual({
      type: 'change',
      kind: 'feedback',
      id: 'b2',
    });
  });

  it('tells a team record to the office and its member; one marked as left closes the member’s topic after', () => {
    expect(realtimeChangeOf({ ...staffKey('s1'), version: 4, active: true })).toEqual({
      topics: [topicOf.office, topicOf.staff('s1')],
      change: { type: 'change', kind: 'staff', id: 's1', version: 4 },
    });
    expect(realtimeChangeOf({ ...staffKey('s1'), version: 5, active: false })).toEqual({
      topics: [topicOf.office, topicOf.staff('s1')],
      change: { type: 'change', kind: 'staff', id: 's1', version: 5 },
      closes: [topicOf.staff('s1')],
    });
  });

  it('tells a member their month changed, so the one a visit was taken from hears of it', () => {
    expect(realtimeChangeOf({ ...staffMonthKey('s1', '2026-12'), version: 7, visits: {} })).toEqual({
      topics: [topicOf.staff('s1')],
      change: { type: 'change', kind: 'visits', id: '2026-12', version: 7 },
    });
  });

  it('tells nobody of anything else: links, connections, or keys that only look alike', () => {
    expect(realtimeChangeOf({ ...staffLinkKey('sub-1'), staffId: 's1' })).toBeUndefined();
    expect(realtimeChangeOf({ ...connectionKey('abc='), sub: 'x' })).toBeUndefined();
    expect(
      realtimeChangeOf(noticeKey({ type: 'booking', id: 'b1' }, 'booking-confirmed-b1')),
    ).toBeUndefined();
  });
});

describe("the stream's filter for the realtime function", () => {
  const record = (eventName: string, keys: Record<string, string>) => ({
    eventName,
    dynamodb: { Keys: marshall(keys) },
  });

  it('passes inserts and changes of what screens show, by sort key, prefixes included', () => {
    for (const keys of [bookingKey('b'), invoiceKey('i'), enquiryKey('e'), staffMonthKey('s', '2026-12')])
      expect(matchesFilter(record('MODIFY', keys), REALTIME_STREAM_FILTER), keys.SK).toBe(true);
  });

  it('drops removals, notices and connections', () => {
    expect(matchesFilter(record('REMOVE', bookingKey('b')), REALTIME_STREAM_FILTER)).toBe(false);
    expect(
      matchesFilter(record('INSERT', noticeKey({ type: 'booking', id: 'b' }, 'x')), REALTIME_STREAM_FILTER),
    ).toBe(false);
    expect(matchesFilter(record('INSERT', connectionKey('abc=')), REALTIME_STREAM_FILTER)).toBe(false);
  });
});

describe('tokenFromProtocols', () => {
  it('reads the token offered beside the protocol, whatever the header name’s case', () => {
    expect(tokenFromProtocols({ 'Sec-WebSocket-Protocol': `${REALTIME_PROTOCOL}, a.b.c` })).toBe('a.b.c');
    expect(tokenFromProtocols({ 'sec-websocket-protocol': `${REALTIME_PROTOCOL},a.b.c` })).toBe('a.b.c');
  });

  it('finds none without the protocol first, without a token, or with more than one', () => {
    expect(tokenFromProtocols({})).toBeUndefined();
    expect(tokenFromProtocols({ 'Sec-WebSocket-Protocol': REALTIME_PROTOCOL })).toBeUndefined();
    expect(tokenFromProtocols({ 'Sec-WebSocket-Protocol': 'other, a.b.c' })).toBeUndefined();
    expect(
      tokenFromProtocols({ 'Sec-WebSocket-Protocol': `${REALTIME_PROTOCOL}, a.b.c, d.e.f` }),
    ).toBeUndefined();
  });
});
