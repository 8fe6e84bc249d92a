import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../shared/config';
import { createCodeForwarder } from './emulators/cognito-mail';
import { type Emulator, startCognito, startDynamo, startS3, startSes } from './emulators/emulators';
import {
  adoptAwsPoolId,
  createUserPool,
  POST_CONFIRMATION_FUNCTION,
  provisionTable,
  REGION,
  readPoolInfo,
  writeCognitoConfig,
} from './emulators/provision';
import { type RunningGateway, startGateway } from './gateway/gateway';
import { createTokenVerifier, type UserPoolInfo } from './gateway/verifier';
import { freePort } from './ports';
import { type DemoAccounts, demoUsers, seedEnquiries } from './seed/demo';
import { seedPortal } from './seed/portal';
import {
  BUCKET_CORS,
  functionEnv,
  INVOICE_BUCKET,
  PORT_ENV,
  type PortSettings,
  TABLE_NAME,
} from './settings';

export { DEFAULT_PORTS, PORT_ENV, type PortSettings, portsFromEnv } from './settings';

export interface StackOptions {
  /** Where emulator data lives; `.local/` for `npm start`. */
  dataDir: string;
  /** Wipe the data first. */
  reset?: boolean;
  /** Keep DynamoDB in memory (tests). */
  inMemory?: boolean;
  /** 0 picks a free port. */
  ports: PortSettings;
  /** Serve this production build through the local CDN. */
  siteRoot?: string;
  /** Create the demo accounts and enquiries on first start. */
  seed?: boolean;
  /** How often the mail-retry job runs. @default 60000 */
  retryMailEveryMs?: number;
  log?: (line: string) => void;
}

export type OutageTarget = 'dynamo' | 's3' | 'ses';

export interface LocalStack {
  urls: { site?: string; api: string; mail: string; dynamo: string; cognito: string; s3: string };
  pool: UserPoolInfo;
  config: RuntimeConfig;
  demo?: DemoAccounts;
  emulators: Record<'dynamo' | 'cognito' | 's3' | 'ses', Emulator>;
  /** Outage tests: stop an emulator, then start it again on the same port. */
  stopService(name: OutageTarget): Promise<void>;
  startService(name: OutageTarget): Promise<void>;
  stop(): Promise<void>;
}

const resolvePorts = async (ports: PortSettings): Promise<PortSettings> => {
  const entries = await Promise.all(
    Object.entries(ports).map(async ([key, port]) => [key, port === 0 ? await freePort() : port] as const),
  );
  return Object.fromEntries(entries) as PortSettings;
};

/** The same trigger module Cognito invokes in AWS. */
const loadPostConfirmation = async () =>
  (await import('../lambdas/users/post-confirmation')).handler as (event: unknown) => Promise<unknown>;

/**
 * Starts every local stand-in, provisions what is missing and serves the API (and the site when a
 * build is given). The functions run in this process, so their environment is this process's.
 */
export const startStack = async (options: StackOptions): Promise<LocalStack> => {
  const log = options.log ?? (() => {});
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const ports = await resolvePorts(options.ports);
  const cognitoDir = path.join(options.dataDir, 'cognito');
  const started: { stop(): Promise<void> }[] = [];
  const track = <T extends { stop(): Promise<void> }>(service: T): T => {
    started.push(service);
    return service;
  };
  const stopAll = async () => {
    await Promise.allSettled(started.reverse().map((service) => service.stop()));
  };

  try {
    const gatewayUrl = `http://127.0.0.1:${ports.api}`;
    const forwardCodes = createCodeForwarder(() => emulators.ses.url, log);
    const cognitoOutput = (line: string) => {
      forwardCodes(line);
      log(`[cognito] ${line}`);
    };
    writeCognitoConfig(cognitoDir, gatewayUrl);
    const [dynamo, s3, ses] = await Promise.all([
      startDynamo({
        port: ports.dynamo,
        dataDir: options.inMemory ? undefined : path.join(options.dataDir, 'dynamodb'),
      }).then(track),
      startS3({
        port: ports.s3,
        dataDir: path.join(options.dataDir, 's3'),
        buckets: [INVOICE_BUCKET],
        cors: BUCKET_CORS,
      }).then(track),
      startSes({ port: ports.ses }).then(track),
    ]);
    let cognito = track(
      await startCognito({ port: ports.cognito, dataDir: cognitoDir, onOutput: cognitoOutput }),
    );
    const emulators = { dynamo, s3, ses, cognito };

    let pool = readPoolInfo(cognitoDir, cognito.url);
    if (!pool) {
      log('Creating the local user pool...');
      const created = await createUserPool(cognito.url);
      await cognito.stop();
      adoptAwsPoolId(cognitoDir, created);
      cognito = track(
        await startCognito({ port: ports.cognito, dataDir: cognitoDir, onOutput: cognitoOutput }),
      );
      emulators.cognito = cognito;
      pool = readPoolInfo(cognitoDir, cognito.url) as UserPoolInfo;
    }
    await provisionTable(dynamo.url, TABLE_NAME);

    const siteUrl = `http://localhost:${ports.site}`;
    Object.assign(process.env, functionEnv({ dynamo: dynamo.url, s3: s3.url, ses: ses.url, site: siteUrl }));

    const seededMarker = path.join(options.dataDir, 'seeded');
    let demo: DemoAccounts | undefined;
    if (options.seed) {
      demo = await demoUsers(cognito.url, pool.userPoolId);
      if (!existsSync(seededMarker) || options.inMemory) {
        await seedEnquiries();
        await seedPortal(demo.client.sub);
        writeFileSync(seededMarker, new Date().toISOString());
      }
    }

    const gateway: RunningGateway = track(
      await startGateway({
        host: '127.0.0.1',
        port: ports.api,
        verifyToken: await createTokenVerifier(pool),
        invocable: { [POST_CONFIRMATION_FUNCTION]: loadPostConfirmation },
        onRequest: (line) => log(`[api] ${line}`),
      }),
    );
    const config: RuntimeConfig = {
      stage: 'local',
      apiBase: '/api',
      region: REGION,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      cognitoEndpoint: cognito.url,
      authFlow: 'USER_PASSWORD_AUTH',
    };
    let site: string | undefined;
    if (options.siteRoot) {
      const { startCdn } = await import('./cdn/server');
      const cdn = track(
        await startCdn({
          host: '127.0.0.1',
          port: ports.site,
          root: options.siteRoot,
          apiOrigin: gateway.url,
          config,
          connectSrc: [cognito.url, s3.url],
          portEnvName: PORT_ENV.site,
        }),
      );
      site = `http://localhost:${cdn.port}`;
    }

    const { handler: retryMail } = await import('../lambdas/enquiries/retry-unsent-mail');
    const timer = setInterval(() => {
      retryMail().catch((error: Error) => log(`[mail] retry failed: ${error.name}`));
    }, options.retryMailEveryMs ?? 60_000);
    timer.unref();
    started.push({ stop: async () => clearInterval(timer) });

    return {
      urls: { site, api: gateway.url, mail: ses.url, dynamo: dynamo.url, cognito: cognito.url, s3: s3.url },
      pool,
      config,
      demo,
      emulators,
      stopService: async (name) => {
        await emulators[name].stop();
      },
      startService: async (name) => {
        const restarted =
          name === 'dynamo'
            ? await startDynamo({
                port: ports.dynamo,
                dataDir: options.inMemory ? undefined : path.join(options.dataDir, 'dynamodb'),
              })
            : name === 's3'
              ? await startS3({
                  port: ports.s3,
                  dataDir: path.join(options.dataDir, 's3'),
                  buckets: [INVOICE_BUCKET],
                  cors: BUCKET_CORS,
                })
              : await startSes({ port: ports.ses });
        emulators[name] = track(restarted);
        // An in-memory table is gone with the process that held it.
        if (name === 'dynamo') await provisionTable(restarted.url, TABLE_NAME);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
