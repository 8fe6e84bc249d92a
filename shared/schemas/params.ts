import * as z from 'zod';

/** The `{id}` of a route's path: every domain's routes take one, so it belongs to none of them. */
export const IdParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id'),
});
