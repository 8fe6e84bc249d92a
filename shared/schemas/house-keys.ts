import * as z from 'zod';
import { line, optionalText } from './fields';

/**
 * The key register: each key, fob or door code a client trusts the company with, under an
 * anonymous tag (never an address on the tag), who holds it now, and every hand-over.
 */
export const KEY_KINDS = ['key', 'fob', 'code'] as const;
export const KEY_KIND_LABELS: Record<(typeof KEY_KINDS)[number], string> = {
  key: 'Key',
  fob: 'Fob',
  code: 'Door code',
};
/** `held`: with the company (safe or a member); the others end its time in the register. */
export const KEY_STATUSES = ['held', 'returned', 'lost'] as const;

export const KeyHolderSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('office') }),
  z.strictObject({ type: z.literal('staff'), staffId: z.string(), staffName: z.string().optional() }),
  /** Given back to the client: the key's last hand-over. */
  z.strictObject({ type: z.literal('client') }),
]);

/** Where a key is, in the office's words: every screen and notice that names a holder says it so. */
export const KEY_HOLDER_LABELS = {
  office: 'Office safe',
  staff: 'A member of the team',
  client: 'Given back to the client',
} as const;

/** "Office safe", the member's name, or back with the client. */
export const keyHolderName = (holder: z.infer<typeof KeyHolderSchema>): string =>
  holder.type === 'staff' ? (holder.staffName ?? KEY_HOLDER_LABELS.staff) : KEY_HOLDER_LABELS[holder.type];

export const KeyMoveSchema = z.strictObject({
  at: z.string(),
  from: KeyHolderSchema,
  to: KeyHolderSchema,
  reason: z.string().optional(),
});

export const KeySchema = z.strictObject({
  id: z.string(),
  /** `K-014`: printed on the tag; means nothing without the register. */
  tag: z.string(),
  clientId: z.string(),
  clientName: z.string().optional(),
  kind: z.enum(KEY_KINDS),
  /** What it opens, in the client's words ("Front door", "Side gate"): never the address. */
  label: z.string(),
  status: z.enum(KEY_STATUSES),
  holder: KeyHolderSchema,
  /** Since when the holder has had it. */
  since: z.string(),
  /** When a member holds it: by when it must be back in the safe. */
  dueBackAt: z.string().optional(),
  createdAt: z.string(),
  /** A key marked lost: when, and the office's reason. */
  lost: z.strictObject({ at: z.string(), reason: z.string() }).optional(),
  history: z.array(KeyMoveSchema),
  version: z.number().int(),
});

export const CreateKeySchema = z.strictObject({
  clientId: z.string().trim().min(1, 'Please choose the client').max(100),
  kind: z.enum(KEY_KINDS, { error: 'Please choose key, fob or code' }),
  label: line('What it opens', 2, 80),
});

/** A hand-over: to the safe, to a member, or back to the client; at the version the office read. */
export const MoveKeySchema = z.strictObject({
  to: z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('office') }),
      z.strictObject({ type: z.literal('staff'), staffId: z.string().trim().min(1).max(100) }),
      z.strictObject({ type: z.literal('client') }),
    ],
    { error: 'Please choose who has the key now' },
  ),
  reason: optionalText('The note', 500),
  version: z.number().int(),
});

/** A key the office cannot find: marked lost, with a reason (the terms' replacement fee may apply). */
export const LoseKeySchema = z.strictObject({
  reason: line('The reason', 3, 500),
  version: z.number().int(),
});

export const KeyListSchema = z.strictObject({ items: z.array(KeySchema) });

export const KeyListQuerySchema = z.strictObject({
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id')
    .optional(),
  status: z.enum(KEY_STATUSES).optional(),
});

/** What a client sees of their keys: tag, what it opens, and where it is (a member by first name). */
export const ClientKeySchema = z.strictObject({
  id: z.string(),
  tag: z.string(),
  kind: z.enum(KEY_KINDS),
  label: z.string(),
  where: z.enum(['office', 'staff']),
  holderFirstName: z.string().optional(),
  since: z.string(),
});
export const ClientKeyListSchema = z.strictObject({ items: z.array(ClientKeySchema) });

export type Key = z.infer<typeof KeySchema>;
export type KeyHolder = z.infer<typeof KeyHolderSchema>;
export type CreateKey = z.output<typeof CreateKeySchema>;
export type MoveKey = z.output<typeof MoveKeySchema>;
export type ClientKey = z.infer<typeof ClientKeySchema>;
