import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamoAllInterfacesNotice } from './emulators/emulators';
import { LocalStackError } from './ports';
import { type LocalStack, portsFromEnv, startStack } from './stack';

/**
 * `npm start`: builds the site and runs the whole product offline, as one process tree that stops on
 * Ctrl-C. Flags: --reset (start from empty data), --dev (Vite with hot reload instead of the build),
 * --no-build (serve the existing build), --data-dir DIR, --quiet, --no-edge-limits (the e2e suite's
 * many browsers share one address, so the WAF's per-client limits would count them as one visitor),
 * --standby-team N (N standby staff beside the demo team, for the e2e suite's many bookings),
 * --payments-every-ms N (how often the payments schedule runs; the e2e suite watches a collection),
 * --realtime-connections N (live connections per account; the e2e suite's parallel browsers are all the
 * one demo admin).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const flagValue = (flag: string) => {
  const list = process.argv.slice(2);
  const index = list.indexOf(flag);
  return index >= 0 ? list[index + 1] : undefined;
};
const dev = args.has('--dev');
const quiet = args.has('--quiet');
const dataDir = path.resolve(root, flagValue('--data-dir') ?? '.local');
const siteRoot = path.join(root, 'dist', 'web');

const fail = (message: string): never => {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
};

const build = () => {
  console.log('Building the site...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build-web.ts'],
    {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
    },
  );
  if (result.status !== 0) fail('The site did not build; see the errors above.');
};

const banner = (stack: LocalStack, siteUrl: string) => {
  const lines = [
    '',
    'Potters Bar Home Services is running locally',
    '',
    `  Site          ${siteUrl}`,
    `  API           ${stack.urls.api}   (also ${siteUrl}/api)`,
    `  Mail viewer   ${stack.urls.mail}`,
    `  Live updates  ${stack.urls.realtime}   (the WebSocket API's stand-in)`,
    `  Texts viewer  ${stack.urls.sms}   (a reply: POST ${stack.urls.sms}/inbound {"from","body"})`,
    `  Payments      ${stack.urls.payments}   (Stripe and GoCardless stand-in: test card 4242 4242 4242 4242, bank 20-00-00 55779911)`,
    `  DynamoDB      ${stack.urls.dynamo}   S3 ${stack.urls.s3}   Cognito ${stack.urls.cognito}`,
    "  Every stand-in listens on 127.0.0.1 only and answers no other site's pages, except:",
    `  ${dynamoAllInterfacesNotice(stack.emulators.dynamo.port)}`,
    '',
    '  Demo accounts (one password for all):',
    `    admin   ${stack.demo?.admin.email}`,
    `    client  ${stack.demo?.client.email}`,
    `    staff   ${stack.demo?.staff.email}   (Maria, of the demo team)`,
    `    password  ${stack.demo?.password}`,
    '  The admin also signs in with an authenticator app (admins need MFA, as in AWS). Add this',
    '  local-only secret to one (or scan the QR code on the set-up screen after a --reset):',
    `    admin authenticator secret  ${stack.demo?.admin.totpSecret}`,
    `    or print the current code:  node node_modules/tsx/dist/cli.mjs local/totp-code.ts ${path.relative(root, dataDir) || '.'}`,
    '',
    `  Data is kept in ${path.relative(root, dataDir) || '.'}/ (npm start -- --reset starts clean). Ctrl-C stops everything.`,
    '',
  ];
  console.log(lines.join('\n'));
};

const main = async () => {
  const ports = portsFromEnv();
  if (!dev && !args.has('--no-build')) build();
  if (!dev && !existsSync(path.join(siteRoot, 'index.html')))
    fail('There is no site build in dist/web: run npm run build.');

  const devPort = Number(process.env.DEV_PORT ?? 5173);
  const stack = await startStack({
    dataDir,
    reset: args.has('--reset'),
    ports,
    // Vite's pages call cognito-local and s3rver too.
    extraBrowserOrigins: dev ? [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`] : [],
    siteRoot,
    seed: true,
    standbyTeam: Number(flagValue('--standby-team') ?? 0),
    // The e2e suite (which asks for a standby team) finds its own records in lists: no neighbours there.
    demoWeek: !args.has('--standby-team'),
    edgeLimits: !args.has('--no-edge-limits'),
    ...(flagValue('--realtime-connections')
      ? { realtimeConnectionsPerAccount: Number(flagValue('--realtime-connections')) }
      : {}),
    ...(flagValue('--payments-every-ms')
      ? { paymentScheduleEveryMs: Number(flagValue('--payments-every-ms')) }
      : {}),
    log: quiet ? undefined : (line) => console.log(line),
  });

  let siteUrl = stack.urls.site ?? '';
  let vite: ReturnType<typeof spawn> | undefined;
  if (dev) {
    vite = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        '--port',
        String(devPort),
        '--host',
        '127.0.0.1',
        '--strictPort',
      ],
      {
        cwd: path.join(root, 'web'),
        stdio: 'inherit',
        env: { ...process.env, API_PROXY_TARGET: stack.urls.site },
      },
    );
    siteUrl = `http://localhost:${devPort}`;
  }
  banner(stack, siteUrl);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    vite?.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) fail(error.message);
  console.error(error);
  process.exit(1);
});
