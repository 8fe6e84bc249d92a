import * as z from 'zod';
import { ChildDetailsSchema, ChildListSchema, ChildSchema } from '../schemas/children';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

const ChildParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id'),
});

/**
 * Children's profiles, in the users function beside the profile they belong to. Only the
 * family and the office read them here; the carer reads them with the day's visit (visit-day.ts).
 * Another family's child is not found (404).
 */
export const childRoutes = defineRoutes({
  listMyChildren: {
    method: 'GET',
    path: '/api/me/children',
    auth: 'client',
    fn: 'users',
    response: ChildListSchema,
  },
  createChild: {
    method: 'POST',
    path: '/api/me/children',
    auth: 'client',
    fn: 'users',
    body: ChildDetailsSchema,
    response: ChildSchema,
    successStatus: 201,
    idempotent: true,
  },
  updateChild: {
    method: 'PUT',
    path: '/api/me/children/{id}',
    auth: 'client',
    fn: 'users',
    params: ChildParamsSchema,
    body: ChildDetailsSchema,
    response: ChildSchema,
  },
  deleteChild: {
    method: 'DELETE',
    path: '/api/me/children/{id}',
    auth: 'client',
    fn: 'users',
    params: ChildParamsSchema,
    response: ChildListSchema,
  },
  /** A family's children, for the office. */
  listClientChildren: {
    method: 'GET',
    path: '/api/admin/users/{id}/children',
    auth: 'admin',
    fn: 'users',
    params: IdParamsSchema,
    response: ChildListSchema,
  },
});
