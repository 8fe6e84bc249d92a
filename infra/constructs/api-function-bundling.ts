/**
 * How every function is bundled; the benchmark and the size-budget test bundle with these same options.
 * The AWS SDK v3 comes from the Lambda runtime, as CDK does by default: bundled, even one client
 * (DynamoDB) is over 340 KB minified, past the 300 KB budget per function, and a larger bundle is a
 * slower cold start. Our code uses long-stable SDK APIs only.
 */
export const API_FUNCTION_BUNDLING = {
  minify: true,
  sourceMap: true,
  target: 'node22',
  bundleAwsSDK: false,
} as const;
