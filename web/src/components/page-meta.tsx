import { createContext, useContext, useEffect } from 'react';
import { business } from '../../../shared/business';

interface PageMetaProps {
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
}

/** What the pre-renderer collects while it renders one page. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** Given only by the pre-renderer (web/src/entry-server.tsx); the browser has none. */
export const PageHeadContext = createContext<PageHead | null>(null);

export const fullTitle = (title: string) => `${title} | ${business.name}`;

/**
 * Names and describes the page. At build time it tells the pre-renderer, which writes the page's
 * <title>, description, canonical, Open Graph and Twitter tags from it, so each page states its title
 * and description once, here. In the browser it retitles the document when the portal changes page
 * without a reload. It draws nothing.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const head = useContext(PageHeadContext);
  if (head) {
    head.title = fullTitle(title);
    head.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
