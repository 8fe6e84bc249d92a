import { business } from '@shared/business';
import type { MetaDescriptor } from 'react-router-dom';

export const fullTitle = (title: string) => `${title} | ${business.name}`;

/**
 * The head of a page kept out of search (the portal, /auth, the error and not-found pages): its title,
 * description and `noindex`, and no canonical URL, social tags or JSON-LD. Apart from ./page-meta so
 * that these pages do not load the structured data (the business, its areas and opening hours) that
 * only indexed pages carry.
 */
export const privatePageMeta = (head: { title: string; description?: string }): MetaDescriptor[] => [
  { title: fullTitle(head.title) },
  ...(head.description ? [{ name: 'description', content: head.description }] : []),
  { name: 'robots', content: 'noindex' },
];
