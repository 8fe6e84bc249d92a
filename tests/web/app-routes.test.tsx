import { business, hours } from '@shared/business';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE, publicPages } from '@/app/pages';
import { metaFor, renderApp } from './app';

/** Renders the page at `path` with the app's real routes, in the shared frame. */
const renderAt = (path: string) => renderApp(path);

function Broken(): never {
  throw new Error('page failed');
}

const h1 = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => {
  localStorage.clear();
  // Decided already, so the banner stays out of the way of tests about something else.
  localStorage.setItem('cookieConsent', 'declined');
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => localStorage.clear());

describe('the app shell', () => {
  it('has the landmarks, skip link, navigation and footer contact details on every page', async () => {
    await renderAt('/');
    await h1();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: business.name })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['ABOUT US', '/about'],
      ['AREAS WE COVER', '/areas'],
      ['TESTIMONIALS', '/testimonials'],
      ['CONTACT', '/contact'],
      ['FAQ', '/faq'],
      ['BLOG', '/blog'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(header).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/quote');
    expect(within(header).getByRole('link', { name: 'Log in or sign up' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: business.phone })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    expect(within(footer).getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: /facebook/i })).toHaveAttribute(
      'href',
      business.social.href,
    );
  });

  it('has the top contact bar: area, call link, hours and social link', async () => {
    await renderAt('/');
    await h1();
    const bar = screen.getByRole('list', { name: 'Contact details' });
    expect(within(bar).getByText('Serving Hertfordshire & surrounding areas')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    expect(within(bar).getByText('Mon-Fri: 8am-6pm, Sat: 9am-4pm')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: /facebook/i })).toHaveAttribute('target', '_blank');
  });

  it('opens the SERVICES menu by keyboard with the five services', async () => {
    const { user } = await renderAt('/');
    await h1();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const trigger = within(nav).getByRole('button', { name: 'SERVICES' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel's links load with their code, on the first sign of intent.
    await within(nav).findByRole('link', { name: /^Domestic Cleaning/ });
    for (const [name, href] of [
      ['Domestic Cleaning', '/services/domestic-cleaning'],
      ['Commercial Cleaning', '/services/commercial-cleaning'],
      ['Housekeeping', '/services/housekeeping'],
      ['Ironing Service', '/services/ironing'],
      ['Nannying & Babysitting', '/services/childcare'],
    ])
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  });

  it('shows the contact page with its title, registration panel and contact details', async () => {
    await renderAt('/contact');
    expect(await h1()).toHaveTextContent('Get in Touch');
    expect((await metaFor('routes/public/contact.tsx', '/contact')).title).toBe(`Contact | ${business.name}`);
    const panel = screen.getByRole('region', { name: 'Client Registration' });
    expect(within(panel).getByRole('link', { name: /Cleaning Services/ })).toHaveAttribute(
      'href',
      '/register/cleaning',
    );
    expect(within(panel).getByRole('link', { name: /Nannying\/Babysitting/ })).toHaveAttribute(
      'href',
      '/register/nanny',
    );
    const details = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(details).getByRole('link', { name: business.phone })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    expect(within(details).getByText('Based in Potters Bar, serving surrounding areas')).toBeVisible();
    for (const line of Object.values(hours)) expect(within(details).getByText(line)).toBeVisible();
    expect(screen.getByRole('region', { name: `Why Choose ${business.name}?` })).toBeVisible();
    expect(screen.getByRole('form', { name: 'General Enquiry' })).toBeVisible();
  });

  it('answers an unknown path with Page Not Found and links home and to contact', async () => {
    await renderAt('/no-such-page');
    expect(await h1()).toHaveTextContent('Page Not Found');
    expect((await metaFor(NOT_FOUND_ROUTE, '/no-such-page')).title).toBe(`Page Not Found | ${business.name}`);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
  });
});

describe('a page that fails', () => {
  it('shows Unexpected Application Error! inside the frame, which still works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/about', [{ path: '/about', Component: Broken }]);
    expect(await h1()).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'ABOUT US' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'page failed' }));
  });
});

describe('every public page', () => {
  it.each(publicPages.map((page) => [page.path, page.file]))(
    '%s has exactly one h1, its own title and a description',
    async (path, file) => {
      await renderAt(path);
      await h1();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const { title, description } = await metaFor(file, path);
      expect(title).toMatch(new RegExp(`\\| ${business.name}$`));
      expect(title).not.toBe(`Page Not Found | ${business.name}`);
      expect(description?.length).toBeGreaterThan(50);
    },
  );

  it('have titles of their own', async () => {
    const titles = await Promise.all(
      publicPages.map(async (page) => (await metaFor(page.file, page.path)).title),
    );
    expect(new Set(titles).size).toBe(publicPages.length);
  });
});

describe('the mobile menu', () => {
  // The FAQ's route module, transformed once here: the test below is about the menu and the next
  // page, and a cold transform of that module on a loaded CI machine took longer than the wait for
  // its heading (5 s).
  beforeAll(async () => {
    await import('@/app/routes/public/faq');
  });

  it('opens from its button, lists every link and the account links, and closes on Escape', async () => {
    const { user } = await renderAt('/');
    await h1();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    // The menu's links load with their code, on the first sign of intent.
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    for (const name of [
      'HOME',
      'SERVICES',
      'ABOUT US',
      'AREAS WE COVER',
      'TESTIMONIALS',
      'CONTACT',
      'FAQ',
      'BLOG',
    ])
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Ironing Service' })).toHaveAttribute(
      'href',
      '/services/ironing',
    );
    expect(within(menu).getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when one of its links is followed, and the next page is drawn in its place', async () => {
    const { user, router } = await renderAt('/');
    await h1();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const faq = within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', {
      name: 'FAQ',
    });
    expect(faq).toHaveAttribute('href', '/faq');
    await user.click(faq);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    // Found by its text within <h1> rather than by role: a role query computes the role and the
    // accessibility of every element on a page of forty question buttons at each retry, and on a
    // loaded CI machine one retry outlasted the 5 s wait although the page was drawn.
    expect(await screen.findByText('Frequently Asked Questions', { selector: 'h1' })).toBeVisible();
    // Asked of the header alone: the FAQ's forty question buttons made the whole page's query take 0.6 s
    // (20 s on a loaded CI machine, past the test's time).
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('scrolling', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  it('tightens the header past 10 px and shows Back to top past 300 px', async () => {
    const { user } = await renderAt('/');
    await h1();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-compact');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    // The listener is attached by an effect after the first paint: scroll until it answers.
    await waitFor(() => {
      scrollTo(11);
      expect(header).toHaveAttribute('data-compact', 'true');
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    scrollTo(301);
    // Its code loads the first time it is wanted.
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
  });
});

describe('the cookie banner', () => {
  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('%s keeps the choice, hides the banner and stores nothing else', async (button, stored) => {
    localStorage.clear();
    const { user } = await renderAt('/');
    await h1();
    const banner = await screen.findByRole('region', { name: 'Your privacy' });
    const accept = within(banner).getByRole('button', { name: 'Accept' });
    const decline = within(banner).getByRole('button', { name: 'Decline' });
    // Equally prominent: the same look for both choices.
    expect(accept.className).toBe(decline.className);
    expect(localStorage.length).toBe(0);

    await user.click(within(banner).getByRole('button', { name: button }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem('cookieConsent')).toBe(stored);
    expect(localStorage.length).toBe(1);
  });

  it('stays away once a choice is stored', async () => {
    localStorage.setItem('cookieConsent', 'accepted');
    await renderAt('/');
    await h1();
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });
});

describe('the blog routes', () => {
  it('has one article page for each post, and no page without a post', async () => {
    const { blogPosts } = await import('@/content/blog/posts');
    const files = Object.keys(import.meta.glob('../../web/src/app/routes/public/blog/*.tsx')).map((file) =>
      file.replace(/^.*\/blog\/(.*)\.tsx$/, '$1'),
    );
    expect(files.sort()).toEqual(blogPosts.map((post) => post.slug).sort());
  });
});
