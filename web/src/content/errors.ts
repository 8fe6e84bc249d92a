import { paths } from '@/config/paths';

export const notFoundContent = {
  title: 'Page Not Found',
  description: 'The page you were looking for has moved or never existed.',
  heading: 'Page Not Found',
  body: 'The page you were looking for has moved or never existed.',
  links: [
    { label: 'Go to the home page', to: paths.home },
    { label: 'Contact us', to: paths.contact },
  ],
} as const;

export const appErrorContent = {
  title: 'Something went wrong',
  heading: 'Unexpected Application Error!',
  body: 'Sorry, this page could not be shown. Please try again; if it keeps happening, contact us directly.',
  retry: 'Try again',
  home: { label: 'Go to the home page', to: paths.home },
} as const;

/** The SPA shell the portal's paths are served: shown until the browser has drawn the page. */
export const shellContent = {
  loading: 'Loading...',
  noScript: 'This page needs JavaScript. Please turn it on, or call us.',
} as const;
