import { statSync } from 'node:fs';
import path from 'node:path';
import { bundleLocalFunctions } from '../local/gateway/functions';

/**
 * `npm test`'s first step: every function bundled once, as infra bundles it for Lambda, into the set the
 * infra tests deploy, the byte budgets measure and the integration and e2e stacks run
 * (local/gateway/bundle.ts). Each of those finds the set made here; run alone, each makes it itself when a
 * source has changed. Prints each function's size, so a run's log shows what was measured and deployed.
 */
const started = Date.now();
const bundles = await bundleLocalFunctions();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const state = bundles.made ? `bundled in ${seconds} s` : `up to date (checked in ${seconds} s)`;
console.log(
  `${Object.keys(bundles.functions).length} functions ${state}: ${path.relative(process.cwd(), bundles.dir)}`,
);
for (const [name, file] of Object.entries(bundles.functions))
  console.log(`  ${name.padEnd(22)} ${(statSync(file).size / 1000).toFixed(1).padStart(7)} kB`);
