import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';

type StartTimeFieldProps = Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'placeholder' | 'children'
> & {
  /** The start times on offer: the booking rules' (and, for a new booking, someone free at each). */
  times: readonly (string | { value: string; label: string })[];
  placeholder: string;
  /** While the times are being found: the field says so and cannot be used yet. */
  busy?: boolean;
};

/** The start times on offer, and nothing else; disabled while there are none to offer. */
export function StartTimeField({ times, busy = false, ...select }: StartTimeFieldProps) {
  return (
    <SelectField
      required
      disabled={busy || times.length === 0}
      aria-busy={busy || undefined}
      options={times.map((time) => (typeof time === 'string' ? { value: time, label: time } : time))}
      {...select}
    />
  );
}
