import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileCodeForm } from '@/features/users/components/mobile-code-form';
import { ProfileForm } from '@/features/users/components/profile-form';
import { deferred, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

/** Texts go on only once the code texted to the number is typed back. */

const me = {
  id: 'u-1',
  email: 'jo@example.org',
  fullName: 'Jo Bloggs',
  isAdmin: false,
  isStaff: false,
  mobile: '+447700900456',
};

describe("the mobile's code", () => {
  it('takes the focus after a save, sends the digits, and says texts are on', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = renderWithProviders(<MobileCodeForm mobile="+447700900456" focusOnShow />);
    expect(screen.getByRole('form', { name: 'Confirm your mobile' })).toHaveTextContent(
      'We have texted a code to 07700 900456',
    );
    const code = screen.getByRole('textbox', { name: /Code from the text/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.keyboard('042 917{Enter}');
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(sentRequest(fetchMock)).toMatchObject({
      url: expect.stringMatching(/\/api\/me\/mobile-code\/confirm$/),
      method: 'POST',
      body: { code: '042917' },
    });
    answer.resolve(jsonResponse(200, { ...me, textMessages: true }));
    expect(await screen.findByText('Texts are on for 07700 900456')).toBeVisible();
  });

  it('a page opened with a code waiting leaves the focus where it was', () => {
    renderWithProviders(<MobileCodeForm mobile="+447700900456" />);
    expect(screen.getByRole('textbox', { name: /Code from the text/ })).not.toHaveFocus();
  });

  it("shows the server's refusal on the code's field, and refuses letters before sending", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(422, {
        code: 'code_refused',
        message: 'That code is not right. Check the latest text from us and try again.',
        issues: [
          { path: 'code', message: 'That code is not right. Check the latest text from us and try again.' },
        ],
      }),
    );
    const { user } = renderWithProviders(<MobileCodeForm mobile="+447700900456" />);
    const code = screen.getByRole('textbox', { name: /Code from the text/ });
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn texts on' }));
    expect(await screen.findByText('Please enter the 6-digit code we texted you')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn texts on' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
  });

  it('sends a new code with a busy label, and says where it went', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = renderWithProviders(<MobileCodeForm mobile="+447700900456" />);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sentRequest(fetchMock)).toMatchObject({
      url: expect.stringMatching(/\/api\/me\/mobile-code$/),
      method: 'POST',
    });
    answer.resolve(
      jsonResponse(200, { ...me, mobileCode: { mobile: me.mobile, expiresAt: '2027-03-10T10:15:00Z' } }),
    );
    expect(await screen.findByText('A new code is on its way to 07700 900456')).toBeVisible();
  });
});

describe('the texts switch on the profile', () => {
  it('stays ticked while the code is awaited, and says so', () => {
    renderWithProviders(
      <ProfileForm
        me={{
          ...me,
          textMessages: false,
          mobileCode: { mobile: me.mobile, expiresAt: '2027-03-10T10:15:00Z' },
        }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Text me about my visits' })).toBeChecked();
    expect(
      screen.getByText('Texts start once you type in the code we texted to 07700 900456.'),
    ).toBeVisible();
  });

  it('says which number the client confirmed, and when', () => {
    renderWithProviders(
      <ProfileForm
        me={{ ...me, textMessages: true, textsConsent: { mobile: me.mobile, at: '2026-12-07T10:00:00Z' } }}
      />,
    );
    expect(screen.getByText('Texts go to 07700 900456, confirmed by you on 07 Dec 2026.')).toBeVisible();
  });
});
