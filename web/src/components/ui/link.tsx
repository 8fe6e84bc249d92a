import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * A link to another page of the site: a client-side navigation (no document load) whose route code is
 * fetched as soon as the pointer or focus shows the intent to follow it. Without JavaScript it is a
 * plain anchor to the pre-rendered page.
 */
export function Link({ prefetch = 'intent', ...props }: LinkProps) {
  return <RouterLink prefetch={prefetch} {...props} />;
}
