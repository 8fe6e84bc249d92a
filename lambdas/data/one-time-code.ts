import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The short codes that prove someone holds an address or a number (a sign-up's mailed code, decision
 * 015; a mobile's texted code): digits from the CSPRNG, stored only as a salted hash. A code
 * of six digits is guessed by trying, not by reversing its hash: what protects it is the few wrong
 * tries each code survives and its short life, which the callers keep.
 */
export interface CodeHash {
  codeHash: string;
  salt: string;
}

const hashOf = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** A new code of `length` digits (leading zeros kept) and its hash to store. */
export const newCode = (length: number): { code: string } & CodeHash => {
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, codeHash: hashOf(code, salt) };
};

/** Whether `code` is the one `stored` was made from, compared in constant time. */
export const codeMatches = (code: string, stored: CodeHash): boolean =>
  timingSafeEqual(Buffer.from(hashOf(code, stored.salt), 'hex'), Buffer.from(stored.codeHash, 'hex'));
