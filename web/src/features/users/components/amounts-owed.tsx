import { AMOUNTS_OWED } from '@shared/schemas/account';
import { isApiError } from '@/lib/api-error';

export interface Owed {
  message: string;
  items: readonly string[];
}

/** Why a deletion was refused and what is owed (decision 016); undefined when it failed for another reason. */
export const owedOf = (failure: unknown): Owed | undefined =>
  isApiError(failure) && failure.code === AMOUNTS_OWED
    ? { message: failure.message, items: failure.issues.map((issue) => issue.message) }
    : undefined;

/**
 * Why an account cannot be deleted yet, in the dialog that asked: the server's words and one line per
 * item owed, announced when it appears.
 */
export function AmountsOwed({ message, items }: Owed) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{message}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
