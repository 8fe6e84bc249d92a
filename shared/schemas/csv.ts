import * as z from 'zod';

/**
 * A list the office exported, as the API returns it: the file's name and its text, which the browser
 * saves as is (UTF-8, with the byte-order mark Excel needs to read it as UTF-8).
 */
export const CsvFileSchema = z.strictObject({
  filename: z.string().regex(/^[a-z0-9-]+\.csv$/),
  contentType: z.literal('text/csv;charset=utf-8'),
  csv: z.string(),
  /** How many records the file holds, besides its header row. */
  rows: z.number().int().min(0),
});

export type CsvFile = z.infer<typeof CsvFileSchema>;

/** The most records one export holds; a larger list is narrowed with its filters first. */
export const MAX_CSV_ROWS = 10_000;
