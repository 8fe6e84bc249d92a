import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createBooking } from '../../lambdas/bookings/book';
import { updateBookingStatus } from '../../lambdas/bookings/office';
import { BOOKINGS_OF_USER, type BookingForInvoice, bookingKey } from '../../lambdas/data/booking';
import { ENQUIRY_NOTICE_IDS, enquiryKey } from '../../lambdas/data/enquiry';
import { INVOICES_OF_USER } from '../../lambdas/data/invoice';
import { dailyMailCountKey } from '../../lambdas/data/mail-limit';
import { noticeKey } from '../../lambdas/data/notice';
import { saveProfile } from '../../lambdas/data/profile';
import { LISTS } from '../../lambdas/data/table';
import { userPartition } from '../../lambdas/data/user';
import { abandonedClaims, CLAIM_ABANDONED_AFTER_MS } from '../../lambdas/invoices/billing';
import { ensureUser, LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { enrolTotp, signInLocally } from '../../local/emulators/totp';
import { TABLE_NAME } from '../../local/settings';
import { todayInLondon } from '../../shared/dates';
import { EDGE_RATE_LIMITS } from '../../shared/limits';
import { addDays, londonInstant, weekdayOf } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { CreateBookingSchema } from '../../shared/schemas/booking';
import { table } from '../../shared/table';
import type { BenchStack } from './bench-stack';
import type { Budgets } from './budgets';
import {
  acknowledged,
  checkMail,
  checkWrites,
  countAttempts,
  type EnquiryMail,
  type Fault,
  type MailCheck,
  mailComplete,
  markerIn,
  PHASES,
  type PhaseCounts,
  type PhaseName,
  rolesFor,
  type WriteAttempt,
  type WriteCheck,
  type WriteKind,
  type WriteProblem,
} from './faults-plan';
import type { FaultsJob, FaultsResult, FaultsUser } from './faults-types';
import { round } from './stats';
import { runTsWorker } from './ts-worker';

export type FaultsSettings = Budgets['faults'];

export interface FaultsPhase {
  phase: PhaseName;
  fault?: Fault;
  /** Seconds into the phase the emulator was stopped, and when it answered again. */
  outage?: { stoppedAt: number; backAt: number };
  seconds: number;
  counts: PhaseCounts;
  /** Requests per operation (each try of a write counts). */
  requestsByOp: Record<string, number>;
  signIns: { ok: number; failed: number };
  writes: Record<WriteKind, Omit<WriteCheck, 'problems'>>;
  total: Omit<WriteCheck, 'problems'>;
  /** The first problems found, for the report. */
  problems: WriteProblem[];
  /** Visits left claimed by an invoice that does not exist: a write that failed part-way and was not retried. */
  strandedClaims: number;
  /** Of those, the ones the product would never offer to invoice again, even once the claim is old. */
  unrecoverableClaims: number;
  /** 5xx answers without the error shape: operation, status and body (the first few). */
  malformed: string[];
}

export interface FaultsReport {
  settings: FaultsSettings;
  roles: Record<string, number>;
  /** The per-address edge limits were on; each user had a loopback address of its own. */
  edgeLimits: string;
  phases: FaultsPhase[];
  mail: MailCheck & { waitedSeconds: number; byPhase: Record<string, MailCheck> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const KINDS: readonly WriteKind[] = ['enquiry', 'booking', 'confirm', 'invoice'];
const PASSWORD = 'faults-bench-2026';
const DAY = 86_400_000;

const strip = ({ problems: _problems, ...rest }: WriteCheck) => rest;

/** Reads the table with the SDK, not with the product's code, so the check does not share its bugs. */
const tableReader = (endpoint: string) => {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS }),
  );
  const query = async (input: ConstructorParameters<typeof QueryCommand>[0]) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const remove = async (key: Record<string, unknown>) => {
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
  };
  const get = async (key: Record<string, unknown>) =>
    (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
  const byUser = (userId: string, prefix: string) =>
    query({
      TableName: TABLE_NAME,
      IndexName: table.indexes.byUser.name,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: {
        '#pk': table.indexes.byUser.partitionKey,
        '#sk': table.indexes.byUser.sortKey,
      },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    });
  return {
    get,
    remove,
    /** Every enquiry the workload wrote, by its marker. */
    enquiries: async () =>
      (
        await query({
          TableName: TABLE_NAME,
          IndexName: table.indexes.byDate.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': table.indexes.byDate.partitionKey },
          ExpressionAttributeValues: { ':pk': LISTS.enquiries },
        })
      ).flatMap((item) => {
        const marker = markerIn((item.enquiry as { message?: string } | undefined)?.message);
        return marker ? [{ marker, item }] : [];
      }),
    /** An enquiry's mails, from its notices (decision 012). */
    mailOf: async (item: Record<string, unknown>): Promise<EnquiryMail> => {
      const id = String(item.id);
      const [office, acknowledgement] = await Promise.all(
        [ENQUIRY_NOTICE_IDS.office(id), ENQUIRY_NOTICE_IDS.acknowledgement(id)].map((noticeId) =>
          get(noticeKey({ type: 'enquiry', id }, noticeId)),
        ),
      );
      return {
        mailAttempts: Math.max(Number(office?.attempts ?? 0), Number(acknowledgement?.attempts ?? 0)),
        ...(office?.sentAt ? { companyMailSentAt: String(office.sentAt) } : {}),
        ...(acknowledgement?.sentAt ? { acknowledgementSentAt: String(acknowledgement.sentAt) } : {}),
        ...(item.acknowledgementWithheld
          ? { acknowledgementWithheld: String(item.acknowledgementWithheld) }
          : {}),
      };
    },
    bookings: (userId: string) => byUser(userId, BOOKINGS_OF_USER),
    invoices: (userId: string) => byUser(userId, INVOICES_OF_USER),
    close: () => db.destroy(),
  };
};

type Reader = ReturnType<typeof tableReader>;

const push = (map: Map<string, string[]>, marker: string, id: string) => {
  map.set(marker, [...(map.get(marker) ?? []), id]);
};

/** What the table holds for each kind of write, read after the phase. */
const readStored = async (reader: Reader, clientIds: string[], writes: WriteAttempt[]) => {
  const stored: Record<WriteKind, Map<string, string[]>> = {
    enquiry: new Map(),
    booking: new Map(),
    confirm: new Map(),
    invoice: new Map(),
  };
  for (const { marker, item } of await reader.enquiries()) push(stored.enquiry, marker, String(item.id));
  const stranded: { id: string; invoiceId: string; invoicedAt?: string }[] = [];
  for (const userId of clientIds) {
    const bookings = await reader.bookings(userId);
    for (const booking of bookings) {
      const marker = markerIn(booking.accessNotes);
      if (marker) push(stored.booking, marker, String(booking.id));
    }
    const invoices = await reader.invoices(userId);
    const invoiceIds = new Set(invoices.map((invoice) => String(invoice.id)));
    for (const invoice of invoices) {
      if (invoice.status === 'void') continue;
      for (const line of (invoice.lines ?? []) as { bookingId?: string }[])
        if (line.bookingId) push(stored.invoice, line.bookingId, String(invoice.id));
    }
    for (const booking of bookings)
      if (typeof booking.invoiceId === 'string' && !invoiceIds.has(booking.invoiceId))
        stranded.push({
          id: String(booking.id),
          invoiceId: booking.invoiceId,
          invoicedAt: typeof booking.invoicedAt === 'string' ? booking.invoicedAt : undefined,
        });
  }
  // Confirmations: read each booking an admin tried to confirm, consistently, by its id.
  for (const write of writes.filter((entry) => entry.kind === 'confirm')) {
    const booking = await reader.get(bookingKey(write.marker));
    if (booking?.status === 'confirmed') push(stored.confirm, write.marker, write.marker);
  }
  // An acknowledged enquiry the list index does not show yet is read by its id before it counts as lost.
  for (const write of writes.filter((entry) => entry.kind === 'enquiry' && acknowledged(entry) && entry.id)) {
    if (stored.enquiry.has(write.marker)) continue;
    const item = await reader.get(enquiryKey(write.id as string));
    if (item && markerIn((item.enquiry as { message?: string }).message) === write.marker)
      push(stored.enquiry, write.marker, String(item.id));
  }
  // A claim left by a request that failed and was never retried is offered again once it is old
  // (billing.ts abandonedClaims): asked as of then, every stranded claim must be recoverable.
  const later = new Date(Date.now() + CLAIM_ABANDONED_AFTER_MS + 1_000);
  const recoverable = await abandonedClaims(stranded as unknown as BookingForInvoice[], later);
  return {
    stored,
    strandedClaims: stranded.length,
    unrecoverableClaims: stranded.filter((booking) => !recoverable.has(booking.id)).length,
  };
};

/**
 * Completed visits for the admins to invoice. No client can book the past, so each is booked through
 * the service as it would have been a week before, confirmed before it happened and completed now.
 */
const seedBillable = async (clientIds: string[], count: number) => {
  const visits: { userId: string; bookingId: string }[] = [];
  const dayOf = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const userId = clientIds[index % clientIds.length] as string;
    let back = dayOf.get(userId) ?? 3;
    while (weekdayOf(addDays(todayInLondon(), -back)) > 5) back += 1;
    const serviceDate = addDays(todayInLondon(), -back);
    dayOf.set(userId, back + 1);
    const visitAt = londonInstant(serviceDate, '10:00').getTime();
    const booking = await createBooking(
      userId,
      CreateBookingSchema.parse({
        serviceType: 'deep_cleaning',
        serviceDate,
        serviceTime: '10:00',
        durationHours: 2,
        address: { line1: '1 Bench Street', town: 'Potters Bar', postcode: 'EN6 1AA' },
      }),
      undefined,
      new Date(visitAt - 7 * DAY),
    );
    await updateBookingStatus(booking.id, { status: 'confirmed' }, new Date(visitAt - 6 * DAY));
    await updateBookingStatus(booking.id, { status: 'completed' });
    visits.push({ userId, bookingId: booking.id });
  }
  return visits;
};

/** The accounts the signed-in users use: made by an administrator, with the profile the trigger would write. */
const accounts = async (bench: BenchStack, role: 'client' | 'admin', count: number) => {
  const made: (FaultsUser & { sub: string })[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `faults-${role}-${index + 1}@example.com`;
    const fullName = `Faults ${role === 'admin' ? 'Admin' : 'Client'} ${index + 1}`;
    const sub = await ensureUser(bench.stack.urls.cognito, bench.stack.pool.userPoolId, {
      email,
      password: PASSWORD,
      fullName,
      admin: role === 'admin',
    });
    await saveProfile({ id: sub, email, fullName, createdAt: new Date().toISOString() });
    // Admin routes need a session that passed the authenticator app (issue 17): set one up, as the
    // site's set-up screen does, and let the worker answer the challenge with codes from its secret.
    let totpSecret: string | undefined;
    if (role === 'admin') {
      const { urls, pool } = bench.stack;
      const first = await signInLocally(urls.cognito, pool.clientId, { email, password: PASSWORD });
      totpSecret = await enrolTotp(urls.cognito, first.AccessToken ?? '');
    }
    made.push({ role, email, password: PASSWORD, sub, ...(totpSecret ? { totpSecret } : {}) });
  }
  return made;
};

/**
 * The load-and-faults section: the mixed workload through the local CDN for a fixed time per phase,
 * with DynamoDB Local and then SES local stopped and restarted mid-phase; after each phase every write
 * is held against the table, and at the end every queued enquiry mail must have gone.
 */
export const measureFaults = async (
  bench: BenchStack,
  settings: FaultsSettings,
  onProgress: (line: string) => void = () => {},
): Promise<FaultsReport> => {
  const { stack } = bench;
  const roles = rolesFor(settings.virtualUsers, settings.mix);
  const clients = await accounts(bench, 'client', roles.filter((role) => role === 'client').length);
  const admins = await accounts(bench, 'admin', roles.filter((role) => role === 'admin').length);
  const clientIds = clients.map((client) => client.sub);
  onProgress(`  seeding ${settings.billablePerPhase * PHASES.length} completed visits to invoice`);
  const billable = await seedBillable(clientIds, settings.billablePerPhase * PHASES.length);
  const queue = { client: [...clients], admin: [...admins] };
  const users: FaultsUser[] = roles.map((role) =>
    role === 'visitor' ? { role } : (queue[role].shift() as FaultsUser),
  );
  const publicWrites = EDGE_RATE_LIMITS.find((limit) => limit.name === 'PublicWrites');
  const cdn = new URL(bench.siteUrl);
  const reader = tableReader(stack.urls.dynamo);
  const phases: FaultsPhase[] = [];
  const markersByPhase = new Map<string, PhaseName>();
  let firstBookingDay = 7;
  try {
    for (const [index, { name, fault }] of PHASES.entries()) {
      onProgress(`  phase ${name}: ${settings.phaseSeconds} s, ${settings.virtualUsers} users`);
      // Each phase starts on a fresh day's count of acknowledgements, so its acknowledgements are sent
      // (and held up by SES's outage) rather than withheld by the daily cap the earlier phases reached.
      await reader.remove(dailyMailCountKey(new Date().toISOString().slice(0, 10)));
      const job: FaultsJob = {
        phase: index,
        cdnUrl: `http://127.0.0.1:${cdn.port}`,
        cognito: { url: stack.urls.cognito, clientId: stack.pool.clientId },
        durationMs: settings.phaseSeconds * 1000,
        thinkMs: settings.thinkMs,
        retry: settings.retry,
        // Two over the limit: each visitor's last two enquiries meet the edge's refusal.
        enquiriesPerVisitor: (publicWrites?.limit ?? 10) + 2,
        users,
        billable: billable.slice(index * settings.billablePerPhase, (index + 1) * settings.billablePerPhase),
        firstBookingDay,
      };
      const started = Date.now();
      const running = runTsWorker<FaultsResult>(new URL('./faults-worker.ts', import.meta.url), job);
      let outage: FaultsPhase['outage'];
      if (fault) {
        await sleep(settings.outage.afterSeconds * 1000);
        const stoppedAt = (Date.now() - started) / 1000;
        await stack.stopService(fault);
        onProgress(`    ${fault} stopped at ${round(stoppedAt, 1)} s`);
        await sleep(settings.outage.seconds * 1000);
        await stack.startService(fault);
        outage = { stoppedAt: round(stoppedAt, 1), backAt: round((Date.now() - started) / 1000, 1) };
        onProgress(`    ${fault} answering again at ${outage.backAt} s`);
      }
      const result = await running;
      const seconds = round((Date.now() - started) / 1000, 1);
      firstBookingDay = result.lastBookingDay + 1;
      await stack.idle();
      const { stored, strandedClaims, unrecoverableClaims } = await readStored(
        reader,
        clientIds,
        result.writes,
      );
      const checks = Object.fromEntries(
        KINDS.map((kind) => [
          kind,
          checkWrites(
            result.writes.filter((write) => write.kind === kind),
            stored[kind],
          ),
        ]),
      ) as Record<WriteKind, WriteCheck>;
      const all = KINDS.map((kind) => checks[kind]);
      const sum = (pick: (check: WriteCheck) => number) =>
        all.reduce((total, check) => total + pick(check), 0);
      for (const write of result.writes) if (write.kind === 'enquiry') markersByPhase.set(write.marker, name);
      const requestsByOp: Record<string, number> = {};
      for (const attempt of result.attempts) requestsByOp[attempt.op] = (requestsByOp[attempt.op] ?? 0) + 1;
      const row: FaultsPhase = {
        phase: name,
        ...(fault ? { fault } : {}),
        ...(outage ? { outage } : {}),
        seconds,
        counts: countAttempts(result.attempts),
        requestsByOp,
        signIns: result.signIns,
        writes: Object.fromEntries(KINDS.map((kind) => [kind, strip(checks[kind])])) as FaultsPhase['writes'],
        total: {
          tried: sum((check) => check.tried),
          acknowledged: sum((check) => check.acknowledged),
          missing: sum((check) => check.missing),
          duplicates: sum((check) => check.duplicates),
          refusedButStored: sum((check) => check.refusedButStored),
        },
        problems: all.flatMap((check) => check.problems).slice(0, 20),
        strandedClaims,
        unrecoverableClaims,
        malformed: result.attempts
          .filter((attempt) => attempt.status >= 500 && !attempt.errorShape)
          .slice(0, 5)
          .map((attempt) => `${attempt.op} ${attempt.status} ${attempt.body ?? ''}`),
      };
      phases.push(row);
      onProgress(
        `    ${row.counts.requests} requests (${row.counts.server5xx} 5xx, ${row.counts.limited429} 429), ${row.total.acknowledged} writes acknowledged, ${row.total.missing} missing, ${row.total.duplicates} duplicated`,
      );
    }

    onProgress(`  waiting up to ${settings.mailWaitSeconds} s for every queued enquiry mail`);
    const waitStarted = Date.now();
    let records: (EnquiryMail & { marker: string })[] = [];
    for (;;) {
      const found = (await reader.enquiries())
        .filter(({ marker }) => markersByPhase.has(marker))
        .map(({ marker, item }) => ({ marker, item }));
      records = await Promise.all(
        found.map(async ({ marker, item }) => ({ marker, ...(await reader.mailOf(item)) })),
      );
      const waited = (Date.now() - waitStarted) / 1000;
      if (mailComplete(checkMail(records)) || waited >= settings.mailWaitSeconds) break;
      await sleep(2_000);
    }
    const byPhase = Object.fromEntries(
      PHASES.map(({ name }) => [
        name,
        checkMail(records.filter((record) => markersByPhase.get(record.marker) === name)),
      ]),
    );
    return {
      settings,
      roles: Object.fromEntries(
        ['visitor', 'client', 'admin'].map((role) => [role, roles.filter((entry) => entry === role).length]),
      ),
      edgeLimits:
        'on, as in AWS; each signed-in user has a loopback address of its own, and each visitor address sends two enquiries more than the public-write limit allows',
      phases,
      mail: { ...checkMail(records), waitedSeconds: round((Date.now() - waitStarted) / 1000, 0), byPhase },
    };
  } finally {
    reader.close();
  }
};
