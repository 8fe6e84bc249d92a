import { stringify } from 'csv-stringify/sync';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import { ValidationError } from './errors';

/** One column of an export: its header and how a record gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | boolean | undefined | null;
}

/** What a spreadsheet reads as the start of a formula (csv-stringify's `escape_formulas` list). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Every line after a cell's first that starts like a formula gets a leading apostrophe, as the first
 * does through `escape_formulas`: a reader that splits a quoted cell at its line breaks (or a person
 * pasting one line of it) must not meet a live formula either. csv-stringify neutralises only the
 * cell's start, hence this.
 */
const neutraliseLines = (value: string): string =>
  value
    .split(/(\r\n|\r|\n)/)
    .map((part, index) => (index > 0 && index % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');

/**
 * The office's lists as CSV, written by csv-stringify: RFC 4180 quoting (commas, quotes, and any line
 * break: with CRLF between records csv-stringify would otherwise leave a lone `\n` unquoted, and the
 * record would split into rows), a UTF-8 byte-order mark so Excel reads names like "Zoë" correctly, and
 * formula neutralisation: a text cell, or any line in it, that starts with =, +, -, @, a tab or a
 * carriage return (or their full-width forms) gets a leading apostrophe, so a spreadsheet shows what a
 * visitor typed instead of running it (OWASP "CSV injection"). Numbers stay numbers, negative ones
 * included.
 */
export const toCsv = <T>(name: string, columns: readonly CsvColumn<T>[], records: readonly T[]): CsvFile => ({
  filename: `${name}.csv`,
  contentType: 'text/csv;charset=utf-8',
  csv: stringify(
    records.map((record) => columns.map((column) => column.value(record) ?? '')),
    {
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: 'windows',
      quote_record_delimiter: true,
      escape_formulas: true,
      cast: { boolean: (value) => (value ? 'yes' : 'no'), string: neutraliseLines },
    },
  ),
  rows: records.length,
});

/** A list too long for one file: the office narrows it with the list's filters first. */
export const tooManyRows = () =>
  new ValidationError(
    [{ path: 'filters', message: `An export holds at most ${MAX_CSV_ROWS} rows: narrow the list first` }],
    `More than ${MAX_CSV_ROWS} rows match: narrow the filters (dates, status) and export again`,
  );

/** Pence as pounds with two decimals (`1234.50`): a number a spreadsheet sums, without a currency sign. */
export const pounds = (pence: number): string => (pence / 100).toFixed(2);
