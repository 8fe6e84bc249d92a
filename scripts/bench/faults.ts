import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { updateBookingStatus } from '../../lambdas/bookings/admin';
import { createBooking } from '../../lambdas/bookings/book';
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
import { EDGE_RATE_LIMITS } from '../../shared/edge-limits';
import { addDays, londonInstant, weekdayOf } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { CreateBookingSchema } from '../../shared/schemas/booking';
import { table } from '../../shared/table';
import type { Budgets } from './budgets';
import * as plan from './faults-plan';
import { runTsWorker } from './latency';
import type { BenchStack } from './stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const password = 'faults-bench-2026';
const address = { line1: '1 Bench Street', town: 'Potters Bar', postcode: 'EN6 1AA' };
const DAY = 86_400_000;
const TOTALS = ['tried', 'acknowledged', 'missing', 'duplicates', 'refusedButStored'] as const;
type Item = Record<string, unknown>;
type Progress = (line: string) => void;

/** Reads the table with the SDK, not with the product's code, so the check does not share its bugs. */
const tableReader = (endpoint: string) => {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS }),
  );
  const query = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) => {
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      const command = new QueryCommand({ ...input, TableName: TABLE_NAME, ExclusiveStartKey: start });
      const page = await db.send(command);
      items.push(...((page.Items ?? []) as Item[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const { byUser, byDate } = table.indexes;
  const ofUser = (userId: string, prefix: string) =>
    query({
      IndexName: byUser.name,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    });
  const get = async (key: Item) =>
    (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
  return {
    get,
    /** An enquiry's mails, from its notices (decision 012), and what the enquiry withheld. */
    mailOf: async (item: Item): Promise<plan.EnquiryMail> => {
      const id = String(item.id);
      const notice = (of: 'office' | 'acknowledgement') =>
        get(noticeKey({ type: 'enquiry', id }, ENQUIRY_NOTICE_IDS[of](id)));
      const [office, ack] = await Promise.all([notice('office'), notice('acknowledgement')]);
      const [sent, acknowledged, withheld] = [office?.sentAt, ack?.sentAt, item.acknowledgementWithheld];
      return {
        mailAttempts: Math.max(Number(office?.attempts ?? 0), Number(ack?.attempts ?? 0)),
        companyMailSentAt: sent ? String(sent) : undefined,
        acknowledgementSentAt: acknowledged ? String(acknowledged) : undefined,
        acknowledgementWithheld: withheld ? String(withheld) : undefined,
      };
    },
    remove: (key: Item) => db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key })),
    /** Every enquiry the workload wrote, by its marker. */
    enquiries: async () =>
      (
        await query({
          IndexName: byDate.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': byDate.partitionKey },
          ExpressionAttributeValues: { ':pk': LISTS.enquiries },
        })
      ).flatMap((item) => {
        const marker = plan.markerIn((item.enquiry as { message?: string } | undefined)?.message);
        return marker ? [{ marker, item }] : [];
      }),
    bookings: (userId: string) => ofUser(userId, BOOKINGS_OF_USER),
    invoices: (userId: string) => ofUser(userId, INVOICES_OF_USER),
    close: () => db.destroy(),
  };
};

/** What the table holds for each kind of write (marker → item ids), read after the phase. */
const readStored = async (
  reader: ReturnType<typeof tableReader>,
  clientIds: string[],
  writes: plan.WriteAttempt[],
) => {
  const stored = Object.fromEntries(plan.KINDS.map((kind) => [kind, new Map<string, string[]>()])) as Record<
    plan.WriteKind,
    Map<string, string[]>
  >;
  const push = (kind: plan.WriteKind, marker: string, id: unknown) =>
    stored[kind].set(marker, [...(stored[kind].get(marker) ?? []), String(id)]);
  for (const { marker, item } of await reader.enquiries()) push('enquiry', marker, item.id);
  const stranded: Item[] = [];
  for (const userId of clientIds) {
    const bookings = await reader.bookings(userId);
    for (const booking of bookings) {
      const marker = plan.markerIn(booking.accessNotes);
      if (marker) push('booking', marker, booking.id);
    }
    const invoices = await reader.invoices(userId);
    for (const invoice of invoices.filter((entry) => entry.status !== 'void'))
      for (const line of (invoice.lines ?? []) as { bookingId?: string }[])
        if (line.bookingId) push('invoice', line.bookingId, invoice.id);
    const invoiceIds = new Set(invoices.map((invoice) => String(invoice.id)));
    stranded.push(...bookings.filter((b) => typeof b.invoiceId === 'string' && !invoiceIds.has(b.invoiceId)));
  }
  for (const write of writes) {
    // Confirmations: each booking an admin tried to confirm, read consistently by its id.
    if (write.kind === 'confirm' && (await reader.get(bookingKey(write.marker)))?.status === 'confirmed')
      push('confirm', write.marker, write.marker);
    // An acknowledged enquiry the list index does not show yet is read by its id before it counts as lost.
    const unlisted = write.kind === 'enquiry' && write.id && !stored.enquiry.has(write.marker);
    const item =
      unlisted && plan.acknowledged(write) ? await reader.get(enquiryKey(write.id ?? '')) : undefined;
    if (plan.markerIn((item?.enquiry as { message?: string })?.message) === write.marker)
      push('enquiry', write.marker, item?.id);
  }
  // A claim left by a request that failed and was never retried is offered again once it is old
  // (billing.ts abandonedClaims): asked as of then, every stranded claim must be recoverable.
  const later = new Date(Date.now() + CLAIM_ABANDONED_AFTER_MS + 1_000);
  const recoverable = await abandonedClaims(stranded as unknown as BookingForInvoice[], later);
  const unrecoverable = stranded.filter((booking) => !recoverable.has(String(booking.id))).length;
  return { stored, strandedClaims: stranded.length, unrecoverableClaims: unrecoverable };
};

/** Completed visits to invoice: booked through the service a week before, confirmed, completed now. */
const seedBillable = async (clientIds: string[], count: number) => {
  const visits: { userId: string; bookingId: string }[] = [];
  const dayOf = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const userId = clientIds[index % clientIds.length] as string;
    let back = dayOf.get(userId) ?? 3;
    while (weekdayOf(addDays(todayInLondon(), -back)) > 5) back += 1;
    dayOf.set(userId, back + 1);
    const serviceDate = addDays(todayInLondon(), -back);
    const at = londonInstant(serviceDate, '10:00').getTime();
    const input = { serviceType: 'deep_cleaning', serviceDate, serviceTime: '10:00', durationHours: 2 };
    const booking = CreateBookingSchema.parse({ ...input, address });
    const { id } = await createBooking(userId, booking, undefined, new Date(at - 7 * DAY));
    await updateBookingStatus(id, { status: 'confirmed' }, new Date(at - 6 * DAY));
    await updateBookingStatus(id, { status: 'completed' });
    visits.push({ userId, bookingId: id });
  }
  return visits;
};

/** A signed-in user's account, made by an administrator; an admin enrols TOTP as the set-up screen does. */
const account = async ({ urls, pool }: BenchStack['stack'], role: plan.Role, index: number) => {
  const email = `faults-${role}-${index}@example.com`;
  const fullName = `Faults ${role} ${index}`;
  const admin = role === 'admin';
  const sub = await ensureUser(urls.cognito, pool.userPoolId, { email, password, fullName, admin });
  await saveProfile({ id: sub, email, fullName, createdAt: new Date().toISOString() });
  const first = admin && (await signInLocally(urls.cognito, pool.clientId, { email, password }));
  const totpSecret = first ? await enrolTotp(urls.cognito, first.AccessToken ?? '') : undefined;
  return { role, email, password, sub, totpSecret };
};

/**
 * The mixed workload through the local CDN for a fixed time per phase, with DynamoDB Local and then SES
 * local stopped and restarted mid-phase; after each phase every write is held against the table, and
 * at the end every queued enquiry mail must have gone.
 */
export const measureFaults = async (
  bench: BenchStack,
  settings: Budgets['faults'],
  progress: Progress,
): Promise<plan.FaultsReport> => {
  const { stack } = bench;
  const roles = plan.rolesFor(settings.virtualUsers, settings.mix);
  const users: (plan.FaultsUser & { sub?: string })[] = [];
  for (const [index, role] of roles.entries())
    users.push(role === 'visitor' ? { role } : await account(stack, role, index));
  const clientIds = users.flatMap((user) => (user.role === 'client' && user.sub ? [user.sub] : []));
  const perPhase = settings.billablePerPhase;
  progress(`  seeding ${perPhase * plan.PHASES.length} completed visits to invoice`);
  const billable = await seedBillable(clientIds, perPhase * plan.PHASES.length);
  const publicWrites = EDGE_RATE_LIMITS.find((limit) => limit.name === 'PublicWrites')?.limit ?? 10;
  const reader = tableReader(stack.urls.dynamo);
  const phases: plan.FaultsPhase[] = [];
  const ourEnquiries = new Set<string>();
  let firstBookingDay = 7;
  try {
    for (const [index, { name, fault }] of plan.PHASES.entries()) {
      progress(`  phase ${name}: ${settings.phaseSeconds} s, ${settings.virtualUsers} users`);
      // Each phase starts on a fresh day's count of acknowledgements, so its mail is sent, not capped.
      await reader.remove(dailyMailCountKey(new Date().toISOString().slice(0, 10)));
      const job: plan.FaultsJob = {
        ...{ phase: index, users, firstBookingDay, thinkMs: settings.thinkMs, retry: settings.retry },
        cdnUrl: `http://127.0.0.1:${new URL(bench.siteUrl).port}`,
        cognito: { url: stack.urls.cognito, clientId: stack.pool.clientId },
        durationMs: settings.phaseSeconds * 1000,
        // Two over the edge's limit: each visitor's last two enquiries meet its refusal.
        enquiriesPerVisitor: publicWrites + 2,
        billable: billable.slice(index * perPhase, (index + 1) * perPhase),
      };
      const started = Date.now();
      const since = () => Math.round((Date.now() - started) / 100) / 10;
      const running = runTsWorker<plan.FaultsResult>(new URL('./faults-worker.ts', import.meta.url), job);
      let outage: plan.FaultsPhase['outage'];
      if (fault) {
        await sleep(settings.outage.afterSeconds * 1000);
        const stoppedAt = since();
        await stack.stopService(fault);
        await sleep(settings.outage.seconds * 1000);
        await stack.startService(fault);
        outage = { stoppedAt, backAt: since() };
        progress(`    ${fault} stopped at ${outage.stoppedAt} s, answering again at ${outage.backAt} s`);
      }
      const { writes, attempts, signIns, lastBookingDay } = await running;
      const seconds = since();
      firstBookingDay = lastBookingDay + 1;
      await stack.idle();
      const { stored, ...claims } = await readStored(reader, clientIds, writes);
      const checked = plan.KINDS.map((kind) =>
        plan.checkWrites(
          writes.filter((w) => w.kind === kind),
          stored[kind],
        ),
      );
      const total = Object.fromEntries(TOTALS.map((f) => [f, checked.reduce((sum, c) => sum + c[f], 0)]));
      for (const write of writes) if (write.kind === 'enquiry') ourEnquiries.add(write.marker);
      const malformed = attempts.filter((a) => a.status >= 500 && !a.errorShape);
      const counts = plan.countAttempts(attempts);
      phases.push({
        ...{ phase: name, fault, outage, seconds, counts, signIns, ...claims },
        total: total as plan.FaultsPhase['total'],
        problems: checked.flatMap((c) => c.problems).slice(0, 20),
        malformed: malformed.slice(0, 5).map((a) => `${a.op} ${a.status} ${a.body ?? ''}`),
      });
      progress(`    ${counts.requests} requests, ${counts.server5xx} 5xx, writes ${JSON.stringify(total)}`);
    }

    progress(`  waiting up to ${settings.mailWaitSeconds} s for every queued enquiry mail`);
    const waitStarted = Date.now();
    const waited = () => Math.round((Date.now() - waitStarted) / 1000);
    const read = async () => {
      const records = (await reader.enquiries()).filter(({ marker }) => ourEnquiries.has(marker));
      return plan.checkMail(await Promise.all(records.map(({ item }) => reader.mailOf(item))));
    };
    let mail = await read();
    while (!plan.mailComplete(mail) && waited() < settings.mailWaitSeconds) {
      await sleep(2_000);
      mail = await read();
    }
    const count = (role: string) => roles.filter((entry) => entry === role).length;
    const roleCounts = { visitor: count('visitor'), client: count('client'), admin: count('admin') };
    return { settings, roles: roleCounts, phases, mail: { ...mail, waitedSeconds: waited() } };
  } finally {
    reader.close();
  }
};
