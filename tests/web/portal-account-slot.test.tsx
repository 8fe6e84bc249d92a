import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSlot } from '@/components/layout/account-slot';
import { MobileAccountLinks } from '@/components/layout/mobile-menu-panel';
import { notifySessionChanged } from '@/lib/auth/session-events';
import { storeSessionHint } from './support';

const signIn = (email: string) => {
  storeSessionHint(email);
  act(() => notifySessionChanged());
};

afterEach(() => localStorage.clear());

describe('the header account slot', () => {
  it('links to /auth when signed out', () => {
    render(<AccountSlot />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Log in or sign up' })).toHaveAttribute('href', '/auth');
  });

  it('becomes an avatar with the first letter of the email once someone signs in, with Client Portal and Logout', async () => {
    render(<AccountSlot />, { wrapper: MemoryRouter });
    signIn('jo@example.org');

    const avatar = await screen.findByRole('button', { name: 'Account menu for jo@example.org' });
    expect(avatar).toHaveTextContent('j');
    avatar.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Client Portal' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    expect(screen.getByRole('menuitem', { name: 'Client Portal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Client Portal' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back to the sign-in link when the session ends in another tab', async () => {
    render(<AccountSlot />, { wrapper: MemoryRouter });
    signIn('jo@example.org');
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage')));
    expect(screen.getByRole('link', { name: 'Log in or sign up' })).toBeInTheDocument();
  });
});

describe('the mobile menu account links', () => {
  it('offer Login / Sign Up, then Client Portal and Logout once signed in', async () => {
    render(<MobileAccountLinks />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    signIn('jo@example.org');
    // The signed-in links' code loads only for someone signed in.
    expect(await screen.findByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
  });
});
