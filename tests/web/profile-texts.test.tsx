import { MOBILE_MESSAGE } from '@shared/schemas/user';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '@/features/users/components/profile-form';
import { deferred, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

/** The client's texts on their account page. */

const me = { id: 'u-1', email: 'jo@example.org', fullName: 'Jo Bloggs', isAdmin: false, isStaff: false };

describe('texts on the profile form', () => {
  it('are off by default, say they are never marketing, and start from the phone when it is a UK mobile', () => {
    renderWithProviders(<ProfileForm me={{ ...me, phone: '07700900123' }} />);
    const optIn = screen.getByRole('checkbox', { name: 'Text me about my visits' });
    expect(optIn).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Text messages' })).toHaveAccessibleDescription(
      /Never marketing/,
    );
    expect(screen.getByRole('textbox', { name: /Mobile for texts/ })).toHaveValue('07700900123');
  });

  it('a landline is not offered as the mobile', () => {
    renderWithProviders(<ProfileForm me={{ ...me, phone: '01632960123' }} />);
    expect(screen.getByRole('textbox', { name: /Mobile for texts/ })).toHaveValue('');
  });

  it('turned on by keyboard and saved with a busy label, the number as the server stored it', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = renderWithProviders(<ProfileForm me={me} />);
    await user.type(screen.getByRole('textbox', { name: /Mobile for texts/ }), '+44 7700 900456');
    screen.getByRole('checkbox', { name: 'Text me about my visits' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sentRequest(fetchMock).body).toMatchObject({ mobile: '+447700900456', textMessages: true });
    answer.resolve(jsonResponse(200, { ...me, mobile: '+447700900456', textMessages: true }));
    // The form shows the number as stored, in the national form people read.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mobile for texts/ })).toHaveValue('07700 900456'),
    );
    expect(screen.getByRole('checkbox', { name: 'Text me about my visits' })).toBeChecked();
  });

  it('refuses a number that is not a UK mobile on its field, before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, me));
    const { user } = renderWithProviders(<ProfileForm me={me} />);
    await user.type(screen.getByRole('textbox', { name: /Mobile for texts/ }), '01632 960123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Mobile for texts/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
