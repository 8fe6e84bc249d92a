import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';

type StartTimeFieldProps = Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'placeholder' | 'children'
> & {
  /** The start times the booking rules offer for the chosen service, length and date. */
  times: readonly string[];
  placeholder: string;
};

/** The start times the rules allow, and nothing else; disabled while there are none to offer. */
export function StartTimeField({ times, ...select }: StartTimeFieldProps) {
  return (
    <SelectField
      required
      disabled={times.length === 0}
      options={times.map((time) => ({ value: time, label: time }))}
      {...select}
    />
  );
}
