import { CONFIG_PATH, type RuntimeConfig, RuntimeConfigSchema } from '../../shared/config';
import { type RouteDefinition, routes } from '../../shared/routes/index';
import { NOT_FOUND_PAGE } from '../../shared/url-rewrite';
import { prerenderedPortalPaths, publicPages } from '../../web/src/app/pages';
import { securityHeaderProblems } from './headers';
import { type Answer, excerpt, expectJson, request, type SmokeContext } from './http';
import { CheckFailure, CheckSkipped, failOn } from './result';

/** A path the site has no page for, below no folder it serves a shell for. */
export const UNKNOWN_PATH = '/no-such-page-smoke-test';

/** Zod's issues as `path: message`, the first few: enough to name what is wrong. */
export const issueList = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join(', ') + (issues.length > 3 ? `, and ${issues.length - 3} more` : '');

/** `/config.json`: what the web app reads at start, as shared/config.ts's schema declares it. */
export const checkConfig = async (context: SmokeContext): Promise<RuntimeConfig> => {
  const json = expectJson(await request(context, CONFIG_PATH), CONFIG_PATH, 200);
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (!parsed.success)
    throw new CheckFailure(`${CONFIG_PATH} is not what the web app reads: ${issueList(parsed.error.issues)}`);
  return parsed.data;
};

/**
 * A handful of the pages web/src/app/pages.ts declares, one of each kind the build makes: the first
 * reading page (the home page), the first form, the first page a folder down (a service) and the
 * portal's pre-rendered pages (the sign-in page).
 */
export const pagesToCheck = (): string[] => {
  const first = (kind: string) => publicPages.find((page) => page.kind === kind)?.path;
  const nested = publicPages.find((page) => page.path.split('/').length > 2)?.path;
  const picked = [first('reading'), first('form'), nested, ...prerenderedPortalPaths];
  return [...new Set(picked.filter((path): path is string => path !== undefined))];
};

const htmlProblems = (answer: Answer, status: number): string[] => {
  const problems: string[] = [];
  if (answer.status !== status) problems.push(`expected ${status}, got ${answer.status}`);
  const type = answer.headers.get('content-type');
  if (!/^text\/html\b/i.test(type ?? ''))
    problems.push(`expected text/html, got ${type ?? 'no content type'}`);
  return problems;
};

/** A page: 200, HTML, every security header as declared. */
export const checkPage = async (context: SmokeContext, path: string): Promise<void> => {
  const answer = await request(context, path);
  failOn([...htmlProblems(answer, 200), ...securityHeaderProblems(answer.headers)]);
};

/**
 * An unknown path: 404 with the site's own not-found page (the object CloudFront's functions and the
 * local CDN answer it from), its security headers as on every page.
 */
export const checkNotFound = async (context: SmokeContext): Promise<void> => {
  const page = await request(context, NOT_FOUND_PAGE);
  if (!/^text\/html\b/i.test(page.headers.get('content-type') ?? ''))
    throw new CheckFailure(`${NOT_FOUND_PAGE} is not served as HTML (${page.status}${excerpt(page)})`);
  const answer = await request(context, UNKNOWN_PATH);
  const problems = htmlProblems(answer, 404);
  if (answer.text !== page.text)
    problems.push(`expected the body of ${NOT_FOUND_PAGE}, got another${excerpt(answer)}`);
  failOn([...problems, ...securityHeaderProblems(answer.headers)]);
};

/** The public reads of the route table: GET routes under /api/public that anyone may call. */
export const publicReads = (): RouteDefinition[] =>
  Object.values(routes as Record<string, RouteDefinition>).filter(
    (route) => route.method === 'GET' && route.auth === 'public' && route.path.startsWith('/api/public/'),
  );

/** A public read answers its success status with JSON its response schema accepts. */
export const checkPublicRead = async (context: SmokeContext, route: RouteDefinition): Promise<void> => {
  if (route.path.includes('{') || (route.query && !route.query.safeParse({}).success))
    throw new CheckSkipped('needs parameters the smoke test does not invent');
  const json = expectJson(await request(context, route.path), route.path, route.successStatus ?? 200);
  const parsed = route.response.safeParse(json);
  if (!parsed.success)
    throw new CheckFailure(
      `${route.path} does not match its response schema: ${issueList(parsed.error.issues)}`,
    );
};
