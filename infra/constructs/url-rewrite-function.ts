import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { rewriteUri } from '../../shared/url-rewrite';

/**
 * The viewer-request code: the shared rule's own source (the local CDN calls the same function) and a
 * handler that applies it. `rewriteUri` is plain ES2020 with no imports, which cloudfront-js-2.0 runs.
 */
export const urlRewriteCode = (): string =>
  [
    rewriteUri.toString(),
    'function handler(event) {',
    '  var request = event.request;',
    `  request.uri = ${rewriteUri.name}(request.uri);`,
    '  return request;',
    '}',
  ].join('\n');

/** Maps pretty URLs to the objects holding their pre-rendered pages, e.g. `/faq` → `/faq/index.html`. */
export class UrlRewriteFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      code: FunctionCode.fromInline(urlRewriteCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Pretty URLs to pre-rendered pages (shared/url-rewrite.ts)',
    });
  }
}
