import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AddressFieldset, type AddressShape } from '@/components/ui/address-fieldset';
import { bookingFormContent } from '@/features/bookings/booking-form-content';

const content = bookingFormContent.dialog;
const labels = {
  legend: content.address,
  line1: content.line1,
  line2: content.line2,
  town: content.town,
  postcode: content.postcode,
};

interface AddressFieldsProps<T extends AddressShape> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Where the visit happens, as a fieldset of its own: the client's saved address unless changed. */
export function AddressFields<T extends AddressShape>({ register, errors }: AddressFieldsProps<T>) {
  return <AddressFieldset register={register} errors={errors} labels={labels} />;
}
