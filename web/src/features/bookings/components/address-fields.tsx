import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { bookingFormContent } from '@/features/bookings/booking-form-content';

const content = bookingFormContent.dialog;

interface AddressShape {
  address: { line1: string; line2: string; town: string; postcode: string };
}

interface AddressFieldsProps<T extends AddressShape> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Where the visit happens, as a fieldset of its own: the client's saved address unless changed. */
export function AddressFields<T extends AddressShape>({ register, errors }: AddressFieldsProps<T>) {
  const error = (errors as FieldErrors<AddressShape>).address;
  const field = (name: keyof AddressShape['address']) => register(`address.${name}` as Path<T>);
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{content.address}</legend>
      <TextField
        label={content.line1}
        required
        autoComplete="address-line1"
        error={error?.line1?.message}
        {...field('line1')}
      />
      <TextField
        label={content.line2}
        autoComplete="address-line2"
        error={error?.line2?.message}
        {...field('line2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={content.town}
          required
          autoComplete="address-level2"
          error={error?.town?.message}
          {...field('town')}
        />
        <TextField
          label={content.postcode}
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
          error={error?.postcode?.message}
          {...field('postcode')}
        />
      </div>
    </fieldset>
  );
}
