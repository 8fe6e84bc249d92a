import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../lambdas/lib/csv';
import { CsvFileSchema } from '../../../../shared/schemas/csv';

interface Row {
  name: string;
  note?: string;
  pence: number;
  paid: boolean;
}

const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Note', value: (row: Row) => row.note },
  { header: 'Amount (pence)', value: (row: Row) => row.pence },
  { header: 'Paid', value: (row: Row) => row.paid },
];

/** Reads a file as a spreadsheet does: any line break outside quotes ends a record. */
const rowsOf = (csv: string) => parse(csv.slice(1), { record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];

const file = (rows: Row[]) => CsvFileSchema.parse(toCsv('invoices-2026-11', columns, rows));

describe('CSV exports', () => {
  it('starts with the UTF-8 byte-order mark and a header row, and separates records with CRLF', () => {
    const { csv, filename, rows } = file([{ name: 'Zoë Brontë', pence: 4500, paid: true }]);
    expect(filename).toBe('invoices-2026-11.csv');
    expect(rows).toBe(1);
    expect(csv.startsWith('\uFEFFName,Note,Amount (pence),Paid\r\n')).toBe(true);
    expect(csv).toBe('\uFEFFName,Note,Amount (pence),Paid\r\nZoë Brontë,,4500,yes\r\n');
  });

  it('quotes commas, quotes and line breaks so a reader gets each cell back whole', () => {
    const note = 'Key under the mat, "blue" door\nside gate';
    const { csv } = file([{ name: 'Smith, Jo', note, pence: 0, paid: false }]);
    const [header, record] = parse(csv.slice(1)) as string[][];
    expect(header).toEqual(['Name', 'Note', 'Amount (pence)', 'Paid']);
    expect(record).toEqual(['Smith, Jo', note, '0', 'no']);
  });

  it.each([
    '=HYPERLINK("http://evil.example","Click")',
    '+44 7700 900123',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '＝1+1',
  ])('neutralises a text cell starting with a formula character: %j', (value) => {
    const { csv } = file([{ name: value, pence: 1, paid: false }]);
    const [, record] = parse(csv.slice(1), { relax_quotes: true }) as string[][];
    expect(record?.[0]).toBe(`'${value}`);
  });

  it('neutralises a cell starting with a carriage return, and the formula on the line after it', () => {
    const { csv } = file([{ name: '\r=1+1', pence: 1, paid: false }]);
    const [, record] = rowsOf(csv);
    expect(record?.[0]).toBe("'\r'=1+1");
  });

  it('keeps a record on one row when a cell holds a line break and nothing else to quote', () => {
    const { csv } = file([
      { name: 'Jo\nSmith', note: 'first line\r\nsecond', pence: 1, paid: true },
      { name: 'Next', pence: 2, paid: false },
    ]);
    const [, ...records] = rowsOf(csv);
    expect(records).toEqual([
      ['Jo\nSmith', 'first line\r\nsecond', '1', 'yes'],
      ['Next', '', '2', 'no'],
    ]);
  });

  it('turns a cell holding only "\\n=1+1" into one row with no formula on any line', () => {
    const { csv } = file([
      { name: '\n=1+1', note: 'Quote please\n=HYPERLINK("http://x")\n@A1', pence: 1, paid: true },
    ]);
    const [, ...records] = rowsOf(csv);
    expect(records).toEqual([["\n'=1+1", 'Quote please\n\'=HYPERLINK("http://x")\n\'@A1', '1', 'yes']]);
    for (const cell of records[0] ?? [])
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+@\t\uFF1D\uFF0B\uFF20]/);
  });

  it('leaves numbers as numbers, negative ones included', () => {
    const { csv } = file([{ name: 'Refund', pence: -2500, paid: true }]);
    expect(csv).toContain('Refund,,-2500,yes');
  });

  it('writes just the header for an empty list', () => {
    expect(file([]).csv).toBe('\uFEFFName,Note,Amount (pence),Paid\r\n');
  });
});
