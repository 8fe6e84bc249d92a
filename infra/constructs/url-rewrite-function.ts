import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  NOT_FOUND_PAGE,
  PAGE_OBJECT_SUFFIX,
  type PageIndex,
  PORTAL_PREFIX,
  portalShellKey,
  rewriteUri,
  siteObjectKey,
} from '../../shared/url-rewrite';

/** CloudFront refuses function code above this size; the page list is what grows. */
export const MAX_FUNCTION_CODE_BYTES = 10_240;

/**
 * The shared rule as CloudFront runs it: the functions' own source (the local CDN calls the same
 * functions) with the constants they read and the site's pages declared beside them. Everything in
 * shared/url-rewrite.ts that this embeds is plain ES2020 without imports, which cloudfront-js-2.0 runs.
 */
const sharedRule = (pages: PageIndex): string[] => [
  `var NOT_FOUND_PAGE = ${JSON.stringify(NOT_FOUND_PAGE)};`,
  `var PAGE_OBJECT_SUFFIX = ${JSON.stringify(PAGE_OBJECT_SUFFIX)};`,
  `var PORTAL_PREFIX = ${JSON.stringify(PORTAL_PREFIX)};`,
  `var PAGES = ${JSON.stringify(pages)};`,
  rewriteUri.toString(),
  siteObjectKey.toString(),
  portalShellKey.toString(),
];

/** Viewer request: a known page to its object (`/faq` → `/faq/index.html`), an unknown one to the 404 page. */
export const viewerRequestCode = (pages: PageIndex): string =>
  [
    ...sharedRule(pages),
    'function handler(event) {',
    '  var request = event.request;',
    `  request.uri = ${siteObjectKey.name}(request.uri, PAGES);`,
    '  return request;',
    '}',
  ].join('\n');

/**
 * Viewer response: the 404 page goes out as a 404. The request in this event is the viewer's own, so
 * the same rule decides again; were it the rewritten one, `/404.html` maps to itself and the answer is
 * the same. Only a 200 is changed: a 304 to a revalidating browser must stay a 304.
 */
export const viewerResponseCode = (pages: PageIndex): string =>
  [
    ...sharedRule(pages),
    'function handler(event) {',
    '  var response = event.response;',
    `  if (response.statusCode === 200 && ${siteObjectKey.name}(event.request.uri, PAGES) === NOT_FOUND_PAGE) {`,
    '    response.statusCode = 404;',
    "    response.statusDescription = 'Not Found';",
    '  }',
    '  return response;',
    '}',
  ].join('\n');

const inline = (code: string, what: string): FunctionCode => {
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_FUNCTION_CODE_BYTES)
    throw new Error(
      `The ${what} CloudFront function is ${bytes} bytes; CloudFront takes ${MAX_FUNCTION_CODE_BYTES}`,
    );
  return FunctionCode.fromInline(code);
};

export interface SitePageFunctionProps {
  /** Every page the site has, by object key. */
  pages: PageIndex;
}

/** Maps pretty URLs to the objects holding their pre-rendered pages, and unknown pages to the 404 page. */
export class UrlRewriteFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string, props: SitePageFunctionProps) {
    super(scope, id, {
      code: inline(viewerRequestCode(props.pages), 'URL rewrite'),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Pretty URLs to pre-rendered pages, unknown pages to the 404 page (shared/url-rewrite.ts)',
    });
  }
}

/** Sends the 404 page with status 404, on the site's behaviour only, so API answers pass untouched. */
export class NotFoundStatusFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string, props: SitePageFunctionProps) {
    super(scope, id, {
      code: inline(viewerResponseCode(props.pages), 'not-found status'),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Status 404 for the 404 page (shared/url-rewrite.ts)',
    });
  }
}
