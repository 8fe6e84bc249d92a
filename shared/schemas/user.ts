import { z } from 'zod';

/** Who the API thinks the caller is; the browser uses it only to choose which screen to draw. */
export const MeSchema = z.strictObject({
  id: z.string(),
  isAdmin: z.boolean(),
});

export type Me = z.infer<typeof MeSchema>;
