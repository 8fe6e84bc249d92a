import { business } from '../../../shared/business';

/**
 * Names the page in the browser tab and in search results. React 19 hoists `<title>` into `<head>`,
 * ahead of index.html's own, so a pre-rendered page and the running app give the same title.
 */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${business.name}`}</title>;
}
