import type { ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * How the office picks a client, given by the route that composes this feature (the invoice dialog's
 * picker, so both pick the same way): a select registered on the form, with its error.
 */
export type ClientPicker = ComponentType<{ field: UseFormRegisterReturn; error?: string }>;
