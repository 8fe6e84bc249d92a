import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { business, hours } from '../../shared/business';
import { AppProvider } from '../../web/src/app/provider';
import { appRoutes } from '../../web/src/app/route-tree';

const renderAt = (path: string, routes: RouteObject[] = appRoutes) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup(), router };
};

function Broken(): never {
  throw new Error('page failed');
}

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('the app shell', () => {
  it('has the landmarks, skip link, navigation and footer contact details on every page', async () => {
    renderAt('/');
    await h1();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: business.name })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact');
    expect(within(header).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
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
  });

  it('shows the contact page with its title and contact details', async () => {
    renderAt('/contact');
    expect(await h1()).toHaveTextContent('Get in Touch');
    expect(document.title).toBe(`Contact | ${business.name}`);
    const details = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(details).getByRole('link', { name: business.phone })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    expect(within(details).getByText('Based in Potters Bar, serving surrounding areas')).toBeVisible();
    for (const line of Object.values(hours)) expect(within(details).getByText(line)).toBeVisible();
    expect(screen.getByRole('form', { name: 'General Enquiry' })).toBeVisible();
  });

  it('answers an unknown path with Page Not Found and links home and to contact', async () => {
    renderAt('/no-such-page');
    expect(await h1()).toHaveTextContent('Page Not Found');
    expect(document.title).toBe(`Page Not Found | ${business.name}`);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
  });

  it('starts each new page at the top, with focus on its main content', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { user } = renderAt('/');
    await h1();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'CONTACT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows Unexpected Application Error! inside the layout when a page fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The real layout and page-level error boundary, with one page that throws.
    const [root] = appRoutes as [RouteObject];
    const [pages] = root.children as [RouteObject];
    const pageGroup: RouteObject = {
      errorElement: pages.errorElement,
      children: [{ path: '/broken', Component: Broken }],
    };
    renderAt('/broken', [{ path: root.path, Component: root.Component, children: [pageGroup] }]);

    expect(await h1()).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'page failed' }));
  });
});
