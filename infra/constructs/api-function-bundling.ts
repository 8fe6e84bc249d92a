import type { BuildOptions } from 'esbuild';

/**
 * How every function is bundled: by NodejsFunction for `cdk synth` and `cdk deploy`, and with these same
 * options (`esbuildOptions` below) into the one set the local gateway runs, the infra tests deploy and the
 * benchmark and the size-budget test measure.
 * The AWS SDK v3 comes from the Lambda runtime, as CDK does by default: bundled, even one client
 * (DynamoDB) is over 340 KB minified, past the 300 KB budget per function, and a larger bundle is a
 * slower cold start. Our code uses long-stable SDK APIs only.
 */
export const API_FUNCTION_BUNDLING = {
  minify: true,
  sourceMap: true,
  target: 'node22',
  bundleAwsSDK: false,
  // React (the mail layout, lambdas/lib/mail) picks its build from NODE_ENV at run time: without this
  // both its development and production builds are bundled (582 kB against 217 kB for the server renderer).
  define: { 'process.env.NODE_ENV': '"production"' },
} as const;

export interface BundlingProps {
  minify: boolean;
  sourceMap: boolean;
  target: string;
  bundleAwsSDK: boolean;
  define?: Record<string, string>;
}

/**
 * The esbuild call NodejsFunction makes for those props (aws-cdk-lib/aws-lambda-nodejs bundling.js):
 * `--bundle --target=node22 --platform=node --outfile=index.js --minify --sourcemap --log-level=error`.
 * No `--format` (esbuild's default for node is CommonJS), no `--main-fields` (so `main` wins over
 * `module`); with bundleAwsSDK false the runtime's SDK is external.
 */
export const esbuildOptions = (props: BundlingProps = API_FUNCTION_BUNDLING): BuildOptions => ({
  bundle: true,
  platform: 'node',
  target: props.target,
  minify: props.minify,
  sourcemap: props.sourceMap,
  // With bundleAwsSDK false, CDK marks the runtime's SDK external (and Smithy, under the current flags).
  external: props.bundleAwsSDK ? [] : ['@aws-sdk/*', '@smithy/*'],
  define: props.define,
  logLevel: 'error',
});
