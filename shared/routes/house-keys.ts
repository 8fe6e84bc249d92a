import {
  ClientKeyListSchema,
  CreateKeySchema,
  KeyListQuerySchema,
  KeyListSchema,
  KeySchema,
  LoseKeySchema,
  MoveKeySchema,
} from '../schemas/house-keys';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/**
 * The key register, in the staff function beside the team that carries the keys: the
 * office's register and hand-overs, and a client's view of where their keys are.
 */
export const houseKeyRoutes = defineRoutes({
  listKeys: {
    method: 'GET',
    path: '/api/admin/keys',
    auth: 'admin',
    fn: 'staff',
    query: KeyListQuerySchema,
    response: KeyListSchema,
  },
  createKey: {
    method: 'POST',
    path: '/api/admin/keys',
    auth: 'admin',
    fn: 'staff',
    body: CreateKeySchema,
    response: KeySchema,
    successStatus: 201,
    idempotent: true,
  },
  getKey: {
    method: 'GET',
    path: '/api/admin/keys/{id}',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    response: KeySchema,
  },
  /** A hand-over, at the version the office read (409 if the key moved since). */
  moveKey: {
    method: 'POST',
    path: '/api/admin/keys/{id}/move',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: MoveKeySchema,
    response: KeySchema,
  },
  loseKey: {
    method: 'POST',
    path: '/api/admin/keys/{id}/lost',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: LoseKeySchema,
    response: KeySchema,
  },
  /** The caller's keys the company holds, and where each is. */
  listMyKeys: {
    method: 'GET',
    path: '/api/me/keys',
    auth: 'client',
    fn: 'staff',
    response: ClientKeyListSchema,
  },
});
