import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

export interface AddressShape {
  address: { line1: string; line2: string; town: string; postcode: string };
}

/** The words of an address fieldset, given by the form that draws it. */
export interface AddressLabels {
  legend: string;
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

interface AddressFieldsetProps<T extends AddressShape> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: AddressLabels;
  /** When the whole address may be left empty (a profile), none of its lines is marked required. */
  optional?: boolean;
}

/** A UK address as a fieldset of its own: two lines, town and postcode, with the browser's autofill names. */
export function AddressFieldset<T extends AddressShape>({
  register,
  errors,
  labels,
  optional = false,
}: AddressFieldsetProps<T>) {
  const error = (errors as FieldErrors<AddressShape>).address;
  const field = (name: keyof AddressShape['address']) => register(`address.${name}` as Path<T>);
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{labels.legend}</legend>
      <TextField
        label={labels.line1}
        required={!optional}
        autoComplete="address-line1"
        error={error?.line1?.message}
        {...field('line1')}
      />
      <TextField
        label={labels.line2}
        autoComplete="address-line2"
        error={error?.line2?.message}
        {...field('line2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.town}
          required={!optional}
          autoComplete="address-level2"
          error={error?.town?.message}
          {...field('town')}
        />
        <TextField
          label={labels.postcode}
          required={!optional}
          autoComplete="postal-code"
          autoCapitalize="characters"
          error={error?.postcode?.message}
          {...field('postcode')}
        />
      </div>
    </fieldset>
  );
}
