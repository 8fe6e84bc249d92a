import { paths, type SitePath } from '../config/paths';

/**
 * Every page the site answers, for scripts/build-web.ts to write an HTML file for (CloudFront serves
 * `/contact` from `contact/index.html` and anything else as the 404 page). Loaded by Node at build
 * time, so it must stay free of React and browser imports.
 */
export const sitePaths: readonly SitePath[] = Object.values(paths);
