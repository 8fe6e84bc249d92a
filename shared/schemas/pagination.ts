import * as z from 'zod';

/** Query of every paginated list: a page size and the opaque cursor the previous page returned. */
export const PageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  cursor: z
    .string()
    .max(1024)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid')
    .optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().optional() });

export type PageQuery = z.infer<typeof PageQuerySchema>;
