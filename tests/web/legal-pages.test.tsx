import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './app';

/**
 * The terms and the privacy notice, drawn by the app's real routes: numbered sections in a single-open
 * accordion, and contents links that open the section they point at.
 */
beforeEach(() => {
  localStorage.setItem('cookieConsent', 'declined');
  vi.stubGlobal('scrollTo', vi.fn());
  // jsdom lays nothing out; the hash handler scrolls the section it opens into view.
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom does not reflect <details name> as a property, as browsers do.
  if (!('name' in HTMLDetailsElement.prototype))
    Object.defineProperty(HTMLDetailsElement.prototype, 'name', {
      configurable: true,
      get(this: HTMLDetailsElement) {
        return this.getAttribute('name') ?? '';
      },
    });
});
afterEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

const section = (id: string) => document.getElementById(id) as HTMLDetailsElement;

/**
 * Opens or closes a section by its summary, as a click does. Browsers fire `toggle` after the change
 * (and keep a `<details name>` group single-open themselves); jsdom fires none, so it is sent here, for
 * the page's own handler that closes the others where a browser does not.
 */
const toggle = (id: string) => {
  const details = section(id);
  act(() => {
    fireEvent.click(details.querySelector('summary') as HTMLElement);
    fireEvent(details, new Event('toggle'));
  });
};

describe('the terms', () => {
  it('has seventeen numbered sections in quick navigation, version 1.0, and one open at a time that can close', async () => {
    await renderApp('/terms');
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(17);
    expect(links[0]).toHaveTextContent('1.Agreement');
    expect(links.at(-1)).toHaveTextContent('17.Acceptance');
    expect(screen.getByText(/Version 1\.0/)).toBeInTheDocument();

    toggle('cancellations');
    expect(section('cancellations').open).toBe(true);
    expect(within(section('cancellations')).getByText(/less than 24 hours' notice/)).toBeInTheDocument();
    toggle('complaints');
    expect(section('complaints').open).toBe(true);
    expect(section('cancellations').open).toBe(false);
    toggle('complaints');
    expect(section('complaints').open).toBe(false);
  });
});

describe('the privacy notice', () => {
  it('has fifteen sections, and a contents link opens the one it points to', async () => {
    await renderApp('/privacy');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(document.querySelectorAll('details')).toHaveLength(15);
    const link = within(contents).getByRole('link', { name: 'How long we keep it' });
    expect(link).toHaveAttribute('href', '#retention');
    expect(section('retention').open).toBe(false);
    // Following the link changes the hash; the page opens the section it names.
    act(() => {
      window.location.hash = 'retention';
    });
    await waitFor(() => expect(section('retention').open).toBe(true));
    expect(
      within(section('retention')).getByText(/CCTV recordings at our office: 30 days/),
    ).toBeInTheDocument();
    expect(within(section('retention')).getByText(/Customer records.*6 years/)).toBeInTheDocument();
  });
});
