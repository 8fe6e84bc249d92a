import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { INVOICE_BUCKET } from '../../local/settings';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { REGION } from '../../shared/region';
import type { CreatedInvoice, Download, Invoice } from '../../shared/schemas/invoice';
import { api, bearer, postJson, signIn, stack } from './support';

const create = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson('/api/admin/invoices', body, { ...bearer(token), ...headers });

const createOk = async (token: string, body: Record<string, unknown>) => {
  const response = await create(token, body);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedInvoice;
};

const download = (id: string, token: string) =>
  api(`/api/invoices/${id}/download`, { headers: bearer(token) });

const numberOf = (invoiceNumber: string) => Number(invoiceNumber.slice(-6));

describe('invoices', () => {
  it('an admin invoices an existing client: unpaid, numbered INV-<year>-<6 digits>', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice, upload } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Deep clean, 4 hours',
      amount: 80,
    });
    expect(invoice).toMatchObject({ userId: client.sub, status: 'unpaid', amount: 80, hasPdf: false });
    expect(invoice.invoiceNumber).toMatch(new RegExp(`^INV-${new Date().getFullYear()}-\\d{6}$`));
    expect(upload).toBeUndefined();

    const mine = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: Invoice[];
    };
    expect(mine.items.map((item) => item.id)).toEqual([invoice.id]);
  });

  it('refuses an invoice for a user who does not exist, and bad amounts', async () => {
    const admin = await signIn({ admin: true });
    const client = await signIn();
    expect(
      (await create(admin.accessToken, { userId: randomUUID(), description: 'x', amount: 10 })).status,
    ).toBe(422);
    for (const amount of [-1, 10.123, 'ten']) {
      expect((await create(admin.accessToken, { userId: client.sub, description: 'x', amount })).status).toBe(
        422,
      );
    }
    expect(
      (await create(admin.accessToken, { userId: client.sub, description: '  ', amount: 1 })).status,
    ).toBe(422);
    expect(
      (
        await create(admin.accessToken, {
          userId: client.sub,
          description: 'x',
          amount: 1,
          pdfBytes: 11 * 1024 * 1024,
        })
      ).status,
    ).toBe(422);
  });

  it('100 concurrent creations get 100 distinct consecutive numbers', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const created = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        createOk(admin.accessToken, { userId: client.sub, description: `Visit ${index}`, amount: 15 }),
      ),
    );
    const numbers = created.map(({ invoice }) => numberOf(invoice.invoiceNumber)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(99);
  });

  it('a repeated Idempotency-Key creates one invoice and takes one number', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const key = randomUUID();
    const body = { userId: client.sub, description: 'Ironing', amount: 22.5 };
    const first = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    const second = (await (
      await create(admin.accessToken, body, { [IDEMPOTENCY_HEADER]: key })
    ).json()) as CreatedInvoice;
    expect(second.invoice).toEqual(first.invoice);
    const next = await createOk(admin.accessToken, { ...body, description: 'Next' });
    expect(numberOf(next.invoice.invoiceNumber)).toBe(numberOf(first.invoice.invoiceNumber) + 1);
  });

  it('an uploaded PDF downloads byte for byte, through a short presigned link, for its owner only', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const pdf = Buffer.from(`%PDF-1.4\n% test invoice ${randomUUID()}\n%%EOF\n`);
    const { invoice, upload } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Housekeeping',
      amount: 54,
      pdfBytes: pdf.length,
    });
    expect(invoice.hasPdf).toBe(true);
    expect(upload?.method).toBe('PUT');
    const put = await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: pdf });
    expect(put.status).toBe(200);

    expect((await download(invoice.id, other.accessToken)).status).toBe(404);
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    expect(link.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(link.url);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('an invoice without an upload downloads a PDF generated from its data', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Window cleaning',
      amount: 1234.5,
    });
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    const bytes = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Window cleaning');
    expect(text).toContain('\\2431,234.50');
  });

  it('a generated PDF is written once per status: a second download reads the stored one', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Ironing',
      amount: 30,
    });
    const fetchPdf = async () => {
      const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
      return Buffer.from(await (await fetch(link.url)).arrayBuffer()).toString('latin1');
    };
    expect(await fetchPdf()).toContain('Unpaid');
    // Put a different PDF where the generated one is kept: a download that wrote again would replace it.
    const s3 = new S3Client({
      endpoint: stack.urls.s3,
      region: REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    const marker = `%PDF-1.4 stored once ${randomUUID()}`;
    await s3.send(
      new PutObjectCommand({
        Bucket: INVOICE_BUCKET,
        Key: `${client.sub}/generated/${invoice.invoiceNumber}-unpaid.pdf`,
        Body: marker,
      }),
    );
    s3.destroy();
    expect(await fetchPdf()).toBe(marker);
    expect(await fetchPdf()).toBe(marker);

    // Paid, it is another document, made once too.
    const paying = await api(`/api/admin/invoices/${invoice.id}/paid`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(paying.status).toBe(200);
    const paid = await fetchPdf();
    expect(paid).toContain('Paid on');
    expect(paid).not.toBe(marker);
  });

  it('something uploaded that is not a PDF is never served', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const { invoice, upload } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Odd file',
      amount: 1,
      pdfBytes: fake.length,
    });
    await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: fake });
    const link = (await (await download(invoice.id, client.accessToken)).json()) as Download;
    const bytes = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('unpaid → paid once; paying again is 409; admins list all with the client', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { invoice } = await createOk(admin.accessToken, {
      userId: client.sub,
      description: 'Nanny, 8 hours',
      amount: 160,
    });
    const paid = await api(`/api/admin/invoices/${invoice.id}/paid`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'paid' });
    const again = await api(`/api/admin/invoices/${invoice.id}/paid`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(again.status).toBe(409);
    expect(
      (
        await api(`/api/admin/invoices/${randomUUID()}/paid`, {
          method: 'POST',
          headers: bearer(admin.accessToken),
        })
      ).status,
    ).toBe(404);

    const all = (await (
      await api('/api/admin/invoices?limit=100', { headers: bearer(admin.accessToken) })
    ).json()) as {
      items: (Invoice & { clientEmail?: string })[];
    };
    expect(all.items.find((item) => item.id === invoice.id)).toMatchObject({
      status: 'paid',
      clientEmail: client.email,
    });
  });

  it('stats and users reflect what exists', async () => {
    const admin = await signIn({ admin: true });
    const stats = (await (
      await api('/api/admin/stats', { headers: bearer(admin.accessToken) })
    ).json()) as Record<string, number>;
    expect(stats.totalUsers).toBeGreaterThan(0);
    expect(stats.totalInvoices).toBeGreaterThan(0);
    expect(stats.totalBookings).toBeGreaterThanOrEqual(stats.pendingBookings ?? 0);
    const users = (await (
      await api('/api/admin/users?limit=100', { headers: bearer(admin.accessToken) })
    ).json()) as { items: { email: string }[] };
    expect(users.items.some((user) => user.email === admin.email)).toBe(true);
  });
});
