import { blogPostPath, paths } from '../config/paths';
import { blogPosts } from '../content/blog/posts';

/**
 * Every page the site answers, for scripts/build-web.ts to write an HTML file for (CloudFront serves
 * `/contact` from `contact/index.html` and anything else as the 404 page). Loaded by Node at build
 * time, so it must stay free of React and browser imports.
 */
export const sitePaths: readonly string[] = [
  ...Object.values(paths),
  ...blogPosts.map((post) => blogPostPath(post.slug)),
];

/** The portal's pages: the browser renders them (they need a session), so the build writes shells. */
export const clientRenderedPaths: readonly string[] = [paths.auth, paths.dashboard];

/** Public pages: pre-rendered to real HTML and listed in the sitemap. */
export const prerenderedPaths: readonly string[] = sitePaths.filter(
  (path) => !clientRenderedPaths.includes(path),
);
