import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField, FormTextArea } from '@/components/ui/form-field';

const Schema = z.object({
  email: z.string().email('Enter a valid email address'),
  note: z.string().min(3, 'Say a little more'),
});

function Form() {
  const form = useForm({ resolver: zodResolver(Schema), defaultValues: { email: '', note: '' } });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <FormField name="email" label="Email" required type="email" hint="We reply to this address" />
        <FormTextArea name="note" label="Note" />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe('FormField', () => {
  it('takes its error from the form: invalid, described by its hint and its error, and focused first', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('We reply to this address');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We reply to this address Enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Say a little more');
  });

  it('registers its value with the form, and clears its error once the value is right', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.type(note, 'A fuller note');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(note).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Say a little more')).not.toBeInTheDocument();
  });
});
