import { describe, expect, it } from 'vitest';
import type { CreatedInvoice } from '../../shared/schemas/invoice';
import { bearer, postJson, signIn } from './support';

/**
 * The 100-concurrent-invoices race. Each creation draws and stores a PDF and writes an invoice notice,
 * so it leaves the notice sender 100 mails to send: the sequencer in vitest.config.ts runs
 * files named `*.last.test.ts` after every other one, so no test's own mail waits behind them.
 */
const line = (description: string) => ({ description, quantity: 1, unitPence: 2500 });

const createOk = async (token: string, body: Record<string, unknown>) => {
  const response = await postJson('/api/admin/invoices', body, bearer(token));
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as CreatedInvoice;
};

const numberOf = (invoiceNumber: string) => Number(invoiceNumber.slice(-6));

describe('invoice numbers', () => {
  it('100 concurrent creations get 100 distinct consecutive numbers', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const created = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        createOk(admin.accessToken, { userId: client.sub, lines: [line(`Visit ${index}`)] }),
      ),
    );
    const numbers = created.map(({ invoice }) => numberOf(invoice.invoiceNumber)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(99);
    // Each creation also draws and stores its PDF: 100 of them take a 2-core machine a while.
  }, 60_000);
});
