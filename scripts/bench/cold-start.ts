import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { functionEnv, newOriginSecret } from '../../local/settings';
import { INFRA_NODE_OPTIONS } from './lambda-bundle';
import { median, round } from './stats';

/** Times only the import, from inside the fresh process, so Node's own start-up is not counted. */
const PROBE = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(JSON.stringify({ importMs: performance.now() - started }));
`;

/**
 * The environment a function parses at cold start. Nothing is contacted while importing, so the
 * endpoints only need to be well-formed; the port is the reserved discard port.
 */
const probeEnv = (): NodeJS.ProcessEnv => {
  const nowhere = 'http://127.0.0.1:9';
  const { PATH, HOME } = process.env;
  return {
    PATH,
    HOME,
    ...functionEnv(
      { dynamo: nowhere, s3: nowhere, ses: nowhere, api: nowhere, site: 'http://localhost:9' },
      newOriginSecret(),
    ),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    LOG_LEVEL: 'SILENT',
    NODE_OPTIONS: INFRA_NODE_OPTIONS,
  };
};

const importOnce = (file: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE, pathToFileURL(file).href], {
      env: probeEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`importing ${file} failed (exit ${code}): ${err.trim()}`));
      try {
        resolve((JSON.parse(out) as { importMs: number }).importMs);
      } catch {
        reject(new Error(`importing ${file} printed no timing: ${out}${err}`));
      }
    });
  });

export interface ColdStart {
  medianMs: number;
  runsMs: number[];
}

/**
 * Imports the bundled module in `runs` fresh Node processes, one after another, and keeps the median.
 * One unrecorded import first, so the first run does not alone pay for reading the file from disk.
 */
export const measureColdStart = async (file: string, runs: number): Promise<ColdStart> => {
  await importOnce(file);
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) runsMs.push(round(await importOnce(file), 1));
  return { medianMs: round(median(runsMs), 1), runsMs };
};
