type Item = Record<string, unknown>;

export interface UpdateParts {
  /** Attributes to set, each through a placeholder (several names are DynamoDB reserved words). */
  set?: Item;
  /** Attributes to remove. */
  remove?: readonly string[];
  /** Clauses added to SET as written (`version = :next`), with their own placeholders. */
  setRaw?: readonly string[];
}

/**
 * One UpdateExpression from the attributes to set and remove, with its names and values: the one
 * builder every conditional update uses. Placeholders are `#s<n>`/`:s<n>` and `#r<n>`, so a caller's
 * condition may use any other names.
 */
export const updateExpression = ({ set = {}, remove = [], setRaw = [] }: UpdateParts) => {
  const names: Record<string, string> = {};
  const values: Item = {};
  const sets = Object.entries(set).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const setClause = [...sets, ...setRaw];
  const expression = [
    setClause.length ? `SET ${setClause.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { expression, names, values };
};
