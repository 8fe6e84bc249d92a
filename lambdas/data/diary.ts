import { key } from './table';
import { userPartition } from './user';

/**
 * One item per client whose version every booking write of theirs moves on, in the same transaction:
 * two requests that each checked the client's diary for overlaps cannot both write (bookings/book.ts).
 */
export const diaryKey = (userId: string) => key(userPartition(userId), 'DIARY');
