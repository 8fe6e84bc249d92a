import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { bookingKey } from '../../lambdas/data/booking';
import { getInvoiceRecord, invoiceIndexKeys, invoiceKey } from '../../lambdas/data/invoice';
import { CLAIM_ABANDONED_AFTER_MS } from '../../lambdas/invoices/billing';
import { claimVisits } from '../../lambdas/invoices/claims';
import { generatedPdfKey, uploadedPdfKey } from '../../lambdas/invoices/invoice-files';
import { createInvoice } from '../../lambdas/invoices/service';
import { writeDocument } from '../../lambdas/invoices/stored-document';
import { documentClient, s3Client } from '../../lambdas/lib/aws';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays } from '../../shared/london-time';
import {
  type AdminInvoice,
  type Billable,
  type CreatedInvoice,
  CreateInvoiceSchema,
  type Download,
  type Invoice,
  type InvoiceSummary,
} from '../../shared/schemas/invoice';
import { api, bearer, bookingIn, db, postJson, signIn, stack } from './support';

type Session = Awaited<ReturnType<typeof signIn>>;

const create = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson('/api/admin/invoices', body, { ...bearer(token), ...headers });

const createOk = async (token: string, body: Record<string, unknown>) => {
  const response = await create(token, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as CreatedInvoice;
};

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Oven clean',
  quantity: 1,
  unitPence: 2500,
  ...overrides,
});

const action = (token: string, id: string, name: string, body: unknown) =>
  postJson(`/api/admin/invoices/${id}/${name}`, body, bearer(token));

const billable = async (admin: Session, client: Session) =>
  (await (
    await api(`/api/admin/clients/${client.sub}/billable`, { headers: bearer(admin.accessToken) })
  ).json()) as {
    items: Billable[];
  };

const download = (id: string, token: string) =>
  api(`/api/invoices/${id}/download`, { headers: bearer(token) });

/** What identifies a stored object's bytes and write: its ETag and time (undefined when none is stored). */
const headOf = async (key: string) => {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: stack.env.INVOICE_BUCKET, Key: key }));
    return { etag: head.ETag, lastModified: head.LastModified?.toISOString(), bytes: head.ContentLength };
  } catch (error) {
    if ((error as Error).name === 'NotFound') return undefined;
    throw error;
  }
};

const numberOf = (invoiceNumber: string) => Number(invoiceNumber.slice(-6));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next number the counter will give, found by issuing one invoice to a throw-away client. */
const nextNumber = async (admin: Session, client: Session) =>
  numberOf(
    (await createOk(admin.accessToken, { userId: client.sub, lines: [line()] })).invoice.invoiceNumber,
  );

describe('invoices from the work done', () => {
  it('the admin invoices a client’s completed visit in one step: hours × rate in pence, VAT inside, due on completion', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visitId = await bookingIn(client, admin.accessToken, 'completed');
    const ready = await billable(admin, client);
    expect(ready.items).toHaveLength(1);
    expect(ready.items[0]).toMatchObject({ bookingId: visitId, kind: 'visit', totalPence: 4000 });

    const { invoice } = await createOk(admin.accessToken, { userId: client.sub, bookingIds: [visitId] });
    expect(invoice).toMatchObject({
      status: 'unpaid',
      invoiceDate: todayInLondon(),
      dueDate: todayInLondon(),
      monthly: false,
      paymentReference: invoice.invoiceNumber,
      billTo: { name: `Test ${client.email.slice(5, 13)}`, email: client.email },
      totalPence: 4000,
      vatRatePercent: 20,
      vatPence: 667, // 4000 × 20 / 120 = 666.67
      subtotalPence: 3333,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        kind: 'visit',
        quantity: 2,
        unitPence: 2000,
        amountPence: 4000,
        bookingId: visitId,
      }),
    ]);
    expect((await billable(admin, client)).items).toEqual([]);
    const mine = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: Invoice[];
    };
    expect(mine.items.map((item) => item.id)).toEqual([invoice.id]);
  });

  it('one action makes the monthly invoice: every ready line of the month, due later', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visitId = await bookingIn(client, admin.accessToken, 'completed');
    const [ready] = (await billable(admin, client)).items;
    const month = ready?.serviceDate.slice(0, 7) ?? '';
    const { invoice } = await createOk(admin.accessToken, { userId: client.sub, month });
    expect(invoice.monthly).toBe(true);
    expect(invoice.dueDate).toBe(addDays(todayInLondon(), 14));
    expect(invoice.lines.map((item) => item.bookingId)).toEqual([visitId]);
    const again = await create(admin.accessToken, { userId: client.sub, month });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ issues: [{ path: 'month' }] });
  });

  it('a visit cannot be invoiced twice, even by invoices racing for it; the losers take no number', async () => {
    const [client, admin, other] = await Promise.all([signIn(), signIn({ admin: true }), signIn()]);
    const visitId = await bookingIn(client, admin.accessToken, 'completed');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        create(admin.accessToken, { userId: client.sub, bookingIds: [visitId] }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = (await responses.find((response) => response.status === 201)?.json()) as CreatedInvoice;
    const loser = responses.find((response) => response.status === 409);
    expect(await loser?.json()).toMatchObject({
      code: 'booking_already_invoiced',
      issues: [{ path: 'bookingIds.0' }],
    });
    expect(await nextNumber(admin, other)).toBe(numberOf(winner.invoice.invoiceNumber) + 1);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const [client, admin, other] = await Promise.all([signIn(), signIn({ admin: true }), signIn()]);
    const othersVisit = await bookingIn(other, admin.accessToken, 'completed');
    const pending = await bookingIn(client, admin.accessToken, 'pending');
    const invoiced = await bookingIn(client, admin.accessToken, 'completed');
    await createOk(admin.accessToken, { userId: client.sub, bookingIds: [invoiced] });
    const before = await nextNumber(admin, other);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [line({ unitPence: 10.5 })] }, 422, 'lines.0.unitPence'],
      [{ lines: [line({ unitPence: -100 })] }, 422, 'lines.0.unitPence'],
      [{ lines: [line({ unitPence: 1_000_001 })] }, 422, 'lines.0.unitPence'],
      [{ lines: [line({ quantity: 0.3 })] }, 422, 'lines.0.quantity'],
      [{ lines: [line({ quantity: -1 })] }, 422, 'lines.0.quantity'],
      [{ lines: [line({ description: '   ' })] }, 422, 'lines.0.description'],
      [{ lines: [] }, 422, 'lines'],
      [{}, 422, 'lines'],
      [{ lines: [line({ unitPence: 1_000_000, quantity: 11 })] }, 422, 'lines'],
      [{ lines: [line({ unitPence: 0 })] }, 422, 'lines'],
      [{ bookingIds: [othersVisit] }, 422, 'bookingIds.0'],
      [{ bookingIds: [pending] }, 422, 'bookingIds.0'],
      [{ bookingIds: [invoiced] }, 409, 'bookingIds.0'],
      [{ bookingIds: [randomUUID()] }, 422, 'bookingIds.0'],
      [{ month: '2026-13' }, 422, 'month'],
      [{ userId: randomUUID(), lines: [line()] }, 422, 'userId'],
    ];
    for (const [body, status, path] of cases) {
      const response = await create(admin.accessToken, { userId: client.sub, ...body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = (await response.json()) as { code: string; issues?: { path: string }[] };
      expect(
        error.issues?.map((issue) => issue.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await nextNumber(admin, other)).toBe(before + 1);
    // The other client's visit is still ready for their own invoice.
    expect((await billable(admin, other)).items.map((item) => item.bookingId)).toEqual([othersVisit]);
  });

  it('rounds hours × rate and VAT to the penny in whole numbers', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [
        line({ quantity: 1.25, unitPence: 1999 }),
        line({ quantity: 0.5, unitPence: 1, description: 'Half a penny' }),
      ],
    });
    // 1.25 × 1999 = 2498.75 → 2499; 0.5 × 1 = 0.5 → 1; VAT 2500 × 20 / 120 = 416.67 → 417.
    expect(invoice.lines.map((item) => item.amountPence)).toEqual([2499, 1]);
    expect(invoice).toMatchObject({ totalPence: 2500, vatPence: 417, subtotalPence: 2083 });
  });
});

describe('invoice numbers', () => {
  // 100 concurrent creations: tests/integration/invoice-number-race.last.test.ts, run after every other file.

  it('a retry after the table went down mid-creation invoices the visit the first try had claimed, once', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visit = await bookingIn(client, admin.accessToken, 'completed');
    const key = randomUUID();
    const body = { userId: client.sub, bookingIds: [visit] };
    // DynamoDB Local goes away right after the visit is claimed: the invoice and the release of the
    // claim both fail, as they would in an outage. (A real stop cannot be timed to fall between two
    // writes of one request, so this one request runs here, with the table's client failing on cue.)
    const table = documentClient();
    const send = table.send.bind(table);
    const outage = vi.spyOn(table, 'send').mockImplementation((async (command: unknown) => {
      const items = (
        command as {
          input?: {
            TransactItems?: Record<string, { Item?: { entity?: string }; UpdateExpression?: string }>[];
          };
        }
      ).input?.TransactItems;
      const writesInvoice = items?.some((item) => item.Put?.Item?.entity === 'invoice');
      const releases = items?.some((item) => item.Update?.UpdateExpression?.startsWith('REMOVE invoiceId'));
      if (command instanceof TransactWriteCommand && (writesInvoice || releases))
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1'), { code: 'ECONNREFUSED' });
      return send(command as never);
    }) as never);
    try {
      await expect(createInvoice(CreateInvoiceSchema.parse(body), key)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    } finally {
      outage.mockRestore();
    }
    // The admin sends the same request again, as the page does after an error.
    const retried = await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key });
    expect(retried.status, JSON.stringify(await retried.clone().json())).toBe(201);
    const { invoice } = (await retried.json()) as CreatedInvoice;
    expect(invoice.lines.map((entry) => entry.bookingId)).toEqual([visit]);
    const again = await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key });
    expect(((await again.json()) as CreatedInvoice).invoice.id).toBe(invoice.id);
    const mine = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: { id: string }[];
    };
    expect(mine.items.map((entry) => entry.id)).toEqual([invoice.id]);
    expect((await billable(admin, client)).items).toEqual([]);
  });

  it('a visit claimed by a request that failed and was never retried can be invoiced once the claim is old', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const [abandonedVisit, recentVisit] = [
      await bookingIn(client, admin.accessToken, 'completed'),
      await bookingIn(client, admin.accessToken, 'completed'),
    ];
    // What a request leaves when the table goes away after it claimed the visit and the admin gives up
    // (or reloads the page, which makes a new key): a claim by an invoice that was never written.
    const longAgo = new Date(Date.now() - CLAIM_ABANDONED_AFTER_MS - 60_000).toISOString();
    await claimVisits([abandonedVisit], client.sub, randomUUID(), longAgo);
    // A claim as recent as a request still running is left alone.
    await claimVisits([recentVisit], client.sub, randomUUID(), new Date().toISOString());

    expect((await billable(admin, client)).items.map((item) => item.bookingId)).toEqual([abandonedVisit]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      bookingIds: [abandonedVisit],
    });
    expect(invoice.lines.map((entry) => entry.bookingId)).toEqual([abandonedVisit]);
    const recent = await create(admin.accessToken, { userId: client.sub, bookingIds: [recentVisit] });
    expect(recent.status).toBe(409);

    // An old claim by an invoice that exists is never taken: the visit is on that invoice.
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: bookingKey(abandonedVisit),
        UpdateExpression: 'SET invoicedAt = :at',
        ExpressionAttributeValues: { ':at': longAgo },
      }),
    );
    const twice = await create(admin.accessToken, { userId: client.sub, bookingIds: [abandonedVisit] });
    expect(twice.status).toBe(409);
    expect((await billable(admin, client)).items).toEqual([]);
  });

  it('a request racing its own retry cannot leave an invoice whose visit is free to invoice again', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visit = await bookingIn(client, admin.accessToken, 'completed');
    const key = randomUUID();
    const body = { userId: client.sub, bookingIds: [visit] };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const mine = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: { id: string; lines: { bookingId?: string }[] }[];
    };
    expect(mine.items).toHaveLength(1);
    const stored = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: bookingKey(visit), ConsistentRead: true }),
    );
    expect(stored.Item?.invoiceId).toBe(mine.items[0]?.id);
  });

  it('a repeated Idempotency-Key creates one invoice and takes one number', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const key = randomUUID();
    const body = { userId: client.sub, lines: [line({ description: 'Ironing' })] };
    const first = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    const second = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    expect(second.invoice).toEqual(first.invoice);
    const next = await createOk(admin.accessToken, { ...body, lines: [line({ description: 'Next' })] });
    expect(numberOf(next.invoice.invoiceNumber)).toBe(numberOf(first.invoice.invoiceNumber) + 1);
  });
});

describe('invoice PDFs', () => {
  it('the PDF is made when the invoice is issued and stored; downloads serve it without writing it again', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [line({ description: 'Window cleaning', quantity: 4, unitPence: 30_862 })],
    });
    const issuedBy = Date.now();
    await sleep(1100);
    const first = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    expect(new URL(first.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(first.url);
    const stamp = fetched.headers.get('last-modified');
    expect(Date.parse(stamp ?? '')).toBeLessThanOrEqual(issuedBy);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true }))
      .text;
    for (const expected of [
      invoice.invoiceNumber,
      'Window cleaning',
      '£1,234.48',
      `Test ${client.email.slice(5, 13)}`,
    ])
      expect(text).toContain(expected);

    await sleep(1100);
    const again = await fetch(
      ((await (await download(invoice.id, client.accessToken)).json()) as Download).url,
    );
    expect(again.headers.get('last-modified')).toBe(stamp);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('an uploaded PDF downloads byte for byte, through a short presigned link, for its owner only', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const pdf = Buffer.from(`%PDF-1.4\n% test invoice ${randomUUID()}\n%%EOF\n`);
    const { invoice, upload } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [line({ description: 'Housekeeping' })],
      pdfBytes: pdf.length,
    });
    expect(invoice.hasPdf).toBe(true);
    const put = await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: pdf });
    expect(put.status).toBe(200);
    expect((await download(invoice.id, other.accessToken)).status).toBe(404);
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    expect(link.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('something uploaded that is not a PDF is never served', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const { invoice, upload } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [line({ description: 'Odd file' })],
      pdfBytes: fake.length,
    });
    await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: fake });
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    const bytes = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('an issued, paid invoice’s uploaded PDF is written once: replaying its creation hands out no upload link (security review)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const pdf = Buffer.from(`%PDF-1.4\n% issued invoice ${randomUUID()}\n%%EOF\n`);
    const body = { userId: client.sub, lines: [line({ description: 'Deep clean' })], pdfBytes: pdf.length };
    const key = randomUUID();
    const first = await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key });
    expect(first.status).toBe(201);
    const { invoice, upload } = (await first.json()) as CreatedInvoice;
    const put = await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: pdf });
    expect(put.status).toBe(200);
    const pdfKey = uploadedPdfKey(client.sub, invoice.invoiceNumber);
    const stored = await headOf(pdfKey);
    const paid = await action(admin.accessToken, invoice.id, 'paid', {
      paidDate: todayInLondon(),
      method: 'card',
    });
    expect(paid.status).toBe(200);

    // The review's replay: the same request under the same key, after the invoice was paid.
    const replay = await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.ok).toBe(true);
    const replayed = (await replay.json()) as CreatedInvoice;
    expect(replayed.invoice).toEqual(invoice);
    expect(replayed.upload).toBeUndefined();
    expect(await headOf(pdfKey)).toEqual(stored);
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('a replay while the first upload never arrived gives the upload link again, until the invoice is paid', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const pdf = Buffer.from(`%PDF-1.4\n% retried upload ${randomUUID()}\n%%EOF\n`);
    const body = { userId: client.sub, lines: [line({ description: 'Carpet clean' })], pdfBytes: pdf.length };
    const key = randomUUID();
    const { invoice } = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    // The office's form sends the request again after a failed upload: a fresh chance, create-only.
    const again = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    expect(again.invoice).toEqual(invoice);
    expect(again.upload?.headers).toEqual({ 'content-type': 'application/pdf', 'if-none-match': '*' });

    await action(admin.accessToken, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'card' });
    const late = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    expect(late.upload).toBeUndefined();
  });

  it('a generated PDF is written once per version: a replay makes none, and the store never replaces one', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const body = { userId: client.sub, lines: [line({ description: 'Gutter clear' })] };
    const key = randomUUID();
    const { invoice } = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    const issuedKey = generatedPdfKey(client.sub, invoice.invoiceNumber, 1);
    const issued = await headOf(issuedKey);
    expect(issued).toBeDefined();
    await action(admin.accessToken, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'card' });

    const replayed = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    expect(replayed).toEqual({ invoice });
    expect(await headOf(issuedKey)).toEqual(issued);

    // Whatever asks to store version 1 again (a download racing the issue, a retried store) leaves it be.
    const record = await getInvoiceRecord(invoice.id);
    expect(record?.version).toBe(2);
    if (!record) return;
    await writeDocument({ ...record, version: 1, billTo: { ...record.billTo, name: 'Someone Else' } });
    expect(await headOf(issuedKey)).toEqual(issued);
  });

  it('an invoice stored before pence (an amount in pounds) reads as one line in pence', async () => {
    const client = await signIn();
    const id = randomUUID();
    const date = todayInLondon();
    const createdAt = new Date().toISOString();
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          ...invoiceKey(id),
          ...invoiceIndexKeys(id, client.sub, date, createdAt),
          entity: 'invoice',
          id,
          userId: client.sub,
          invoiceNumber: 'INV-1999-000001',
          description: 'Deep clean, 4 hours',
          amount: 80.1,
          status: 'unpaid',
          invoiceDate: date,
          createdAt,
        },
      }),
    );
    const mine = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: Invoice[];
    };
    expect(mine.items[0]).toMatchObject({
      id,
      totalPence: 8010,
      vatPence: 0,
      lines: [{ description: 'Deep clean, 4 hours', amountPence: 8010 }],
      billTo: { name: `Test ${client.email.slice(5, 13)}` },
    });
    const link = (await (await download(id, client.accessToken)).json()) as Download;
    expect(
      Buffer.from(await (await fetch(link.url)).arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('payments and balances', () => {
  it('paid with a date and method; once; undone soon after; corrected later only with a reason; void keeps the number', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visitId = await bookingIn(client, admin.accessToken, 'completed');
    const { invoice } = await createOk(admin.accessToken, { userId: client.sub, bookingIds: [visitId] });
    const token = admin.accessToken;

    expect(
      (await action(token, invoice.id, 'paid', { paidDate: addDays(todayInLondon(), 1), method: 'card' }))
        .status,
    ).toBe(422);
    expect(
      (await action(token, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'cheque' })).status,
    ).toBe(422);
    expect(
      (await action(token, randomUUID(), 'paid', { paidDate: todayInLondon(), method: 'card' })).status,
    ).toBe(404);
    const paid = await action(token, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'card' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      status: 'paid',
      payment: { method: 'card', date: todayInLondon() },
    });
    expect(
      (await action(token, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'cash' })).status,
    ).toBe(409);

    const voidPaid = await action(token, invoice.id, 'void', { reason: 'Wrong client' });
    expect(voidPaid.status).toBe(409);
    expect(await voidPaid.json()).toMatchObject({ code: 'invoice_paid', issues: [{ path: 'status' }] });

    const undone = await action(token, invoice.id, 'unpaid', {});
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({
      status: 'unpaid',
      corrections: [{ payment: { method: 'card' } }],
    });

    // A payment recorded long ago is corrected only with a reason.
    await action(token, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'bank_transfer' });
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: invoiceKey(invoice.id),
        UpdateExpression: 'SET payment.recordedAt = :long',
        ExpressionAttributeValues: { ':long': new Date(Date.now() - 3_600_000).toISOString() },
      }),
    );
    const late = await action(token, invoice.id, 'unpaid', {});
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ issues: [{ path: 'reason' }] });
    expect((await action(token, invoice.id, 'unpaid', { reason: 'Transfer bounced' })).status).toBe(200);

    const voided = await action(token, invoice.id, 'void', { reason: 'Wrong visit' });
    expect(voided.status).toBe(200);
    expect(await voided.json()).toMatchObject({ status: 'void', invoiceNumber: invoice.invoiceNumber });
    expect((await action(token, invoice.id, 'void', { reason: 'Again' })).status).toBe(409);
    // Its visit is free to invoice again.
    expect((await billable(admin, client)).items.map((item) => item.bookingId)).toEqual([visitId]);
  });

  it('the office sees revenue this month, what is outstanding and overdue, and the overdue invoices', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const summary = async () =>
      (await (
        await api('/api/admin/invoices/summary', { headers: bearer(admin.accessToken) })
      ).json()) as InvoiceSummary;
    const before = await summary();
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [line({ unitPence: 1234 })],
    });
    const { invoice: late } = await createOk(admin.accessToken, {
      userId: client.sub,
      lines: [line({ unitPence: 500 })],
    });
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: invoiceKey(late.id),
        UpdateExpression: 'SET dueDate = :past',
        ExpressionAttributeValues: { ':past': addDays(todayInLondon(), -3) },
      }),
    );
    const after = await summary();
    expect(after.revenueThisMonthPence - before.revenueThisMonthPence).toBe(1734);
    expect(after.outstandingPence - before.outstandingPence).toBe(1734);
    expect(after.overduePence - before.overduePence).toBe(500);
    expect(after.overdue.map((item: AdminInvoice) => item.id)).toContain(late.id);
    expect(after.overdue.map((item: AdminInvoice) => item.id)).not.toContain(invoice.id);
    await action(admin.accessToken, invoice.id, 'paid', { paidDate: todayInLondon(), method: 'cash' });
    const paid = await summary();
    expect(paid.outstandingPence - before.outstandingPence).toBe(500);
    expect(paid.receivedThisMonthPence - before.receivedThisMonthPence).toBe(1234);
  });

  it('admins list every invoice with its client', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, { userId: client.sub, lines: [line()] });
    const all = (await (
      await api('/api/admin/invoices?limit=100', { headers: bearer(admin.accessToken) })
    ).json()) as {
      items: AdminInvoice[];
    };
    expect(all.items.find((item) => item.id === invoice.id)).toMatchObject({ clientEmail: client.email });
  });

  it('stats and users reflect what exists', async () => {
    const admin = await signIn({ admin: true });
    const stats = (await (
      await api('/api/admin/stats', { headers: bearer(admin.accessToken) })
    ).json()) as Record<string, number>;
    expect(stats.totalUsers).toBeGreaterThan(0);
    expect(stats.totalInvoices).toBeGreaterThan(0);
    const users = (await (
      await api('/api/admin/users?limit=100', { headers: bearer(admin.accessToken) })
    ).json()) as {
      items: { email: string }[];
    };
    expect(users.items.some((user) => user.email === admin.email)).toBe(true);
  });
});
