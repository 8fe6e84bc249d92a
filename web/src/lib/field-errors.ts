/**
 * The first message for each field, from zod's issues (a path of keys) or the API's (a path as text),
 * for the forms that hold their fields in state rather than in react-hook-form.
 */
export const fieldErrors = (
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
};
