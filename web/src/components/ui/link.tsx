import type { ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link to another page of the site. Public pages are separate pre-rendered documents, so this is a
 * plain anchor: the browser loads the next page's HTML (fast, cached, and right with JavaScript off).
 */
export function Link({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}
