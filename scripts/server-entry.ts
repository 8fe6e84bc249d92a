/**
 * What the server build of web/src/entry-server.tsx gives scripts/build-web.ts. Declared here, in
 * plain TypeScript, so the root type check never has to read the React app; the entry's default
 * export `satisfies` this, which keeps the two in step.
 */
export interface RenderedPage {
  /** The app's markup, for #root. */
  html: string;
  /** The page's full title and description, as its PageMeta stated them, for <head>. */
  title?: string;
  description?: string;
  /** Source files of the page's lazy chunks, as the Vite manifest names them. */
  modules: string[];
}

export interface ServerEntry {
  renderPage(pathname: string): Promise<RenderedPage>;
  prerenderedPaths: readonly string[];
  clientRenderedPaths: readonly string[];
  structuredDataFor(pathname: string): unknown[];
  isArticlePath(pathname: string): boolean;
  shellTitleFor(pathname: string): string;
}
