import { useEffect, useState } from 'react';
import { TextField } from './text-field';

const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box: it tells the list once typing pauses, not on every key. `value` is what the list
 * searches now; clearing the list's filters from outside clears the box too.
 */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (search: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value) onSearch(text.trim() || undefined);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      label={label}
      type="search"
      value={text}
      maxLength={100}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
    />
  );
}
