import { business } from '../../../shared/business';

interface PageMetaProps {
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
}

/**
 * Names and describes the page. React 19 hoists these into <head>; at build time the pre-renderer
 * reads them back to write the page's canonical, Open Graph and Twitter tags, so each page states its
 * title and description once, here.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${business.name}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
