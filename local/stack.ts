import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../shared/config';
import { ORIGIN_VERIFY_HEADER } from '../shared/http';
import { PAYMENT_SCHEDULE_EVENT } from '../shared/payments';
import { REALTIME_STREAM, REALTIME_STREAM_FILTER, REALTIME_SWEEP_MINUTES } from '../shared/realtime';
import { REGION } from '../shared/region';
import { paymentRoutes } from '../shared/routes/payments';
import { createCodeMailer } from './emulators/cognito-codes';
import { type Emulator, startCognito, startDynamo, startS3, startSes } from './emulators/emulators';
import {
  adoptAwsPoolId,
  createUserPool,
  ensureGroups,
  provisionTable,
  readPoolInfo,
  writeCognitoConfig,
} from './emulators/provision';
import { type InboundText, startSms } from './emulators/sms';
import { bundleLocalFunctions, createLocalFunctions, type LocalFunctions } from './gateway/functions';
import { type RunningGateway, startGateway } from './gateway/gateway';
import { startTableStream } from './gateway/table-stream';
import { createTokenVerifier, type UserPoolInfo } from './gateway/verifier';
import { startRealtimeGateway } from './gateway/websocket';
import { type PaymentsStandIn, startPaymentsStandIn } from './payments/server';
import { freePort, PORT_ENV, type PortSettings } from './ports';
import { type DemoAccounts, demoUsers, seedEnquiries } from './seed/demo';
import { seedFamily } from './seed/family';
import { seedPayments } from './seed/payments';
import { seedPortal } from './seed/portal';
import { seedStandby, seedTeam } from './seed/team';
import { seedWeek } from './seed/week';
import {
  bucketCors,
  type FunctionEnv,
  functionEnv,
  INVOICE_BUCKET,
  newOriginSecret,
  REALTIME_STAGE,
  TABLE_NAME,
} from './settings';

export { portsFromEnv } from './ports';

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
  /**
   * Add this many standby staff (local/seed/team.ts standbyTeam), who do every service everywhere the
   * suites book: the test and benchmark stacks, whose hundreds of visits need someone free.
   * @default 0
   */
  standbyTeam?: number;
  /** With `seed`: a week of the demo neighbours' visits, so the office's board is full (npm start). */
  demoWeek?: boolean;
  /**
   * How often the notice sender's schedule runs (the due queue, then the reminder sweep); every five
   * minutes in AWS. @default 60000
   */
  noticeSweepEveryMs?: number;
  /**
   * How often the realtime function closes connections whose token ran out; every
   * REALTIME_SWEEP_MINUTES in AWS. @default REALTIME_SWEEP_MINUTES
   */
  realtimeSweepEveryMs?: number;
  /**
   * How often the payments function's schedule runs (collections due, retries, reminders);
   * every PAYMENTS.scheduleEveryMinutes in AWS. The e2e suite runs it every few seconds, so that an
   * invoice due today is taken while the test watches. @default 30000
   */
  paymentScheduleEveryMs?: number;
  /**
   * The nice value of the work that in AWS runs on capacity of its own (the notice sender's
   * environments, SES local's process). The bench sets 10, so that its load measures the API rather
   * than the mail queued behind it. Tests leave it at 0: beside CI's other steps a niced sender was
   * starved past its function's timeout and a notice stayed unsent. @default 0
   */
  backgroundNiceness?: number;
  /**
   * DynamoDB Local with Java's quick compiler alone (C1). The bench sets it: in AWS the table is a
   * service whose compilers share no core with the functions, and locally C2 went on recompiling
   * DynamoDB Local's code minutes into a run, in bursts that landed in the measured requests' tail.
   * Tests leave it off: over CI's long run C1's slower code doubled the integration lane. @default false
   */
  dynamoQuickCompilerOnly?: boolean;
  /**
   * Pages besides the local site whose scripts may call cognito-local and s3rver, e.g.
   * Vite's dev server. No other origin may: a web page must not reach the stand-ins' admin APIs.
   */
  extraBrowserOrigins?: string[];
  /**
   * The per-client limits the local CDN applies, as the WAF does in AWS. The e2e suite turns them
   * off: its browsers are many visitors behind one address (127.0.0.1), which no real visitor is, and
   * the limits themselves are held by the CDN's integration tests.
   * @default true
   */
  edgeLimits?: boolean;
  /**
   * Realtime connections one account may hold (the functions' REALTIME_CONNECTIONS_PER_ACCOUNT). The
   * e2e suite raises it: its parallel browsers are all the one demo admin, which no person is, and the
   * cap itself is held by the realtime integration tests. @default shared/realtime.ts's
   */
  realtimeConnectionsPerAccount?: number;
  log?: (line: string) => void;
}

export type OutageTarget = 'dynamo' | 's3' | 'ses';

export interface LocalStack {
  urls: {
    site?: string;
    api: string;
    mail: string;
    sms: string;
    dynamo: string;
    cognito: string;
    s3: string;
    /** The realtime channel's WebSocket URL (decision 028). */
    realtime: string;
    /** The stand-in for Stripe and GoCardless (docs/payments-stand-in.md). */
    payments: string;
  };
  pool: UserPoolInfo;
  config: RuntimeConfig;
  demo?: DemoAccounts;
  /** The environment every function is given; tests that call services directly use it too. */
  functionEnv: FunctionEnv;
  /** Each function's execution environments (cold starts, invocations). */
  functions: LocalFunctions;
  /**
   * Settles once the stack has nothing left to do about what was done before the call: no asynchronous
   * invocation queued or running, no function with work running or waiting, the table's stream read up
   * to its end with every batch handed to the notice sender and the sender finished with it, and no code
   * of cognito-local's on its way to the mail store. Each may give the others work (an enquiry's
   * hand-over writes, a write reaches the stream), so it checks all of them again until a whole round
   * found none had anything new. Rejects while DynamoDB Local is stopped (its stream cannot be read).
   */
  idle(): Promise<void>;
  emulators: Record<'dynamo' | 'cognito' | 's3' | 'ses' | 'sms', Emulator> & { payments: PaymentsStandIn };
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

/** A reply to a text as the SNS topic delivers it to a subscribed function. */
const snsEvent = (reply: InboundText) => ({
  Records: [
    {
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      Sns: {
        Type: 'Notification',
        MessageId: reply.inboundMessageId,
        TopicArn: 'arn:aws:sns:local:000000000000:text-replies',
        Message: JSON.stringify(reply),
        Timestamp: new Date().toISOString(),
      },
    },
  ],
});

/** Variables of this process that the functions should see too (log level in tests and the bench). */
const PASSED_ON = ['LOG_LEVEL', 'POWERTOOLS_LOG_LEVEL', 'TZ'] as const;

/**
 * Starts every local stand-in, provisions what is missing and serves the API (and the site when a
 * build is given). The functions run in execution environments of their own, given `functionEnv`;
 * seeding calls the services from this process, which is given the same environment.
 */
export const startStack = async (options: StackOptions): Promise<LocalStack> => {
  const log = options.log ?? (() => {});
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const ports = await resolvePorts(options.ports);
  const cognitoDir = path.join(options.dataDir, 'cognito');
  const dynamoDir = options.inMemory ? undefined : path.join(options.dataDir, 'dynamodb');
  const browserOrigins = [
    `http://localhost:${ports.site}`,
    `http://127.0.0.1:${ports.site}`,
    ...(options.extraBrowserOrigins ?? []),
  ];
  const s3Options = {
    port: ports.s3,
    dataDir: path.join(options.dataDir, 's3'),
    buckets: [INVOICE_BUCKET],
    cors: bucketCors(browserOrigins),
  };
  const started: { stop(): Promise<void> }[] = [];
  const track = <T extends { stop(): Promise<void> }>(service: T): T => {
    started.push(service);
    return service;
  };
  const stopAll = async () => {
    await Promise.allSettled(started.reverse().map((service) => service.stop()));
  };

  // Bundling runs while the emulators start; a failed bundle is reported once the emulators are up.
  const bundling = bundleLocalFunctions();
  bundling.catch(() => {});
  try {
    const codes = createCodeMailer(() => `http://127.0.0.1:${ports.ses}`, log);
    started.push({ stop: async () => codes.close() });
    /** Codes on their way to SES local, and how many were handed over so far (for `idle`). */
    const delivering = new Set<Promise<void>>();
    let codesHandedOver = 0;
    const dynamoOptions = {
      port: ports.dynamo,
      dataDir: dynamoDir,
      quickCompilerOnly: options.dynamoQuickCompilerOnly,
    };
    const cognitoOptions = {
      allowedOrigins: browserOrigins,
      port: ports.cognito,
      dataDir: cognitoDir,
      onOutput: (line: string) => log(`[cognito] ${line}`),
      onCode: (delivery: Parameters<typeof codes.deliver>[0]) => {
        codesHandedOver += 1;
        const sending = codes.deliver(delivery).finally(() => delivering.delete(sending));
        delivering.add(sending);
      },
    };
    writeCognitoConfig(cognitoDir, `http://127.0.0.1:${ports.api}`);
    // A reply to a text reaches the notice sender as the SNS topic's event does in AWS, once it exists.
    let onReply: (reply: InboundText) => Promise<void> = async () => {};
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const originSecret = newOriginSecret();
    // Side by side: DynamoDB Local's Java start is the longest, and nothing here waits on another.
    const [dynamo, s3, ses, sms, firstCognito, payments] = await Promise.all([
      startDynamo(dynamoOptions).then(track),
      startS3(s3Options).then(track),
      startSes({ port: ports.ses, niceness: options.backgroundNiceness }).then(track),
      startSms({ port: ports.sms, onInbound: (reply) => onReply(reply) }).then(track),
      startCognito(cognitoOptions).then(track),
      // The providers' webhooks reach the API as CloudFront forwards them in AWS: with its header.
      startPaymentsStandIn({
        port: ports.payments,
        stripe: { webhookUrl: `${apiUrl}${paymentRoutes.stripeWebhook.path}` },
        gocardless: { webhookUrl: `${apiUrl}${paymentRoutes.goCardlessWebhook.path}` },
        webhookHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret },
      }).then(track),
    ]);
    const emulators = { dynamo, s3, ses, sms, cognito: firstCognito, payments };

    let pool = readPoolInfo(cognitoDir, firstCognito.url);
    if (!pool) {
      log('Creating the local user pool...');
      const created = await createUserPool(firstCognito.url);
      await firstCognito.stop();
      adoptAwsPoolId(cognitoDir, created);
      emulators.cognito = track(await startCognito(cognitoOptions));
      pool = readPoolInfo(cognitoDir, emulators.cognito.url) as UserPoolInfo;
    }
    const cognito = emulators.cognito;
    await ensureGroups(cognito.url, pool.userPoolId);
    await provisionTable(dynamo.url, TABLE_NAME);

    const siteUrl = `http://localhost:${ports.site}`;
    const realtimeBase = `127.0.0.1:${ports.realtime}/${REALTIME_STAGE}`;
    const env = {
      ...functionEnv(
        {
          dynamo: dynamo.url,
          s3: s3.url,
          ses: ses.url,
          sms: sms.url,
          site: siteUrl,
          api: apiUrl,
          cognito: cognito.url,
          realtime: `http://${realtimeBase}`,
          payments: { url: payments.url, webhookSecrets: payments.webhookSecrets },
        },
        originSecret,
        pool,
      ),
      ...(options.realtimeConnectionsPerAccount
        ? { REALTIME_CONNECTIONS_PER_ACCOUNT: String(options.realtimeConnectionsPerAccount) }
        : {}),
    };
    Object.assign(process.env, env);
    const passedOn = Object.fromEntries(
      PASSED_ON.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
    );
    const functions = createLocalFunctions(
      await bundling,
      { ...env, ...passedOn },
      {
        log: options.log,
        backgroundNiceness: options.backgroundNiceness,
      },
    );
    started.push(functions);
    onReply = async (reply) => {
      const outcome = await functions.noticeSender.invoke(snsEvent(reply));
      if (outcome.status !== 'ok') log(`[sms] reply handling ${outcome.status}`);
    };

    // Before seeding: the demo enquiries are stored through the gateway, their mail as notices.
    const gateway: RunningGateway = track(
      await startGateway({
        host: '127.0.0.1',
        port: ports.api,
        verifyToken: await createTokenVerifier(pool),
        functions: functions.api,
        invocable: functions.invocable,
        onRequest: (line) => log(`[api] ${line}`),
      }),
    );
    // The realtime channel: the WebSocket API's stand-in, running the same authorizer and handlers.
    const realtime = track(
      await startRealtimeGateway({
        host: '127.0.0.1',
        port: ports.realtime,
        stage: REALTIME_STAGE,
        authorizer: functions.realtimeAuthorizer,
        handler: functions.realtime,
        log: (line) => log(line),
      }),
    );
    const seededMarker = path.join(options.dataDir, 'seeded');
    if (options.standbyTeam && (!existsSync(seededMarker) || options.inMemory))
      await seedStandby(options.standbyTeam);
    let demo: DemoAccounts | undefined;
    if (options.seed) {
      demo = await demoUsers(cognito.url, pool, options.dataDir);
      if (!existsSync(seededMarker) || options.inMemory) {
        await seedEnquiries();
        // The team first: the demo client's visits are given to its members by id.
        await seedTeam(demo.staff);
        await seedPortal(demo.client.sub);
        if (options.demoWeek) {
          await seedWeek();
          await seedFamily(demo.client.sub);
          // Through the stand-in's card page and its webhook to the gateway, both up by now.
          await seedPayments(demo.client.sub, () => payments.idle());
        }
        writeFileSync(seededMarker, new Date().toISOString());
      }
    }

    const config: RuntimeConfig = {
      stage: 'local',
      region: REGION,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      cognitoEndpoint: cognito.url,
      authFlow: 'USER_PASSWORD_AUTH',
      realtimeUrl: realtime.socketUrl,
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
          apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret },
          config,
          connectSrc: [cognito.url, s3.url, realtime.socketUrl],
          portEnvName: PORT_ENV.site,
          edgeLimits: options.edgeLimits === false ? [] : undefined,
        }),
      );
      site = `http://localhost:${cdn.port}`;
    }

    // The table's stream drives the notice sender, as the event source mapping does in AWS (decision 011);
    // the schedule catches what is due later and sweeps for reminders.
    const stream = track(
      startTableStream({
        endpoint: dynamo.url,
        tableName: TABLE_NAME,
        target: functions.noticeSender,
        log: (line) => log(`[notices] ${line}`),
      }),
    );
    // The second mapping on the same stream: changes the screens show go to the realtime function.
    const realtimeStream = track(
      startTableStream({
        endpoint: dynamo.url,
        tableName: TABLE_NAME,
        target: functions.realtime,
        filter: REALTIME_STREAM_FILTER,
        mapping: REALTIME_STREAM,
        log: (line) => log(`[realtime] ${line}`),
      }),
    );
    const realtimeTimer = setInterval(
      () => {
        void functions.realtime.invoke({}).then((outcome) => {
          if (outcome.status !== 'ok') log(`[realtime] scheduled sweep ${outcome.status}`);
        });
      },
      options.realtimeSweepEveryMs ?? REALTIME_SWEEP_MINUTES * 60_000,
    );
    realtimeTimer.unref();
    started.push({ stop: async () => clearInterval(realtimeTimer) });
    const noticeTimer = setInterval(() => {
      void functions.noticeSender.invoke({}).then((outcome) => {
        if (outcome.status !== 'ok') log(`[notices] scheduled run ${outcome.status}`);
      });
    }, options.noticeSweepEveryMs ?? 60_000);
    noticeTimer.unref();
    started.push({ stop: async () => clearInterval(noticeTimer) });
    const paymentTimer = setInterval(() => {
      void functions.api.payments.invoke(PAYMENT_SCHEDULE_EVENT).then((outcome) => {
        if (outcome.status !== 'ok') log(`[payments] scheduled run ${outcome.status}`);
      });
    }, options.paymentScheduleEveryMs ?? 30_000);
    paymentTimer.unref();
    started.push({ stop: async () => clearInterval(paymentTimer) });

    return {
      urls: {
        site,
        api: gateway.url,
        mail: ses.url,
        sms: sms.url,
        dynamo: dynamo.url,
        cognito: cognito.url,
        s3: s3.url,
        realtime: realtime.socketUrl,
        payments: payments.url,
      },
      pool,
      config,
      demo,
      functionEnv: env,
      functions,
      idle: async () => {
        const activity = () =>
          gateway.eventsQueued() +
          functions.all().reduce((sum, fn) => sum + fn.stats().invocations, 0) +
          stream.recordsRead() +
          realtimeStream.recordsRead() +
          payments.activity() +
          codesHandedOver;
        for (;;) {
          const before = activity();
          await gateway.idle();
          await functions.idle();
          await stream.idle();
          await realtimeStream.idle();
          await realtime.idle();
          await payments.idle();
          await Promise.allSettled([...delivering]);
          if (activity() === before) return;
        }
      },
      emulators,
      stopService: async (name) => {
        await emulators[name].stop();
      },
      startService: async (name) => {
        const restarted =
          name === 'dynamo'
            ? await startDynamo(dynamoOptions)
            : name === 's3'
              ? await startS3(s3Options)
              : await startSes({ port: ports.ses, niceness: options.backgroundNiceness });
        emulators[name] = track(restarted);
        // An in-memory table is gone with the process that held it, and the standby team with it.
        if (name === 'dynamo') {
          await provisionTable(restarted.url, TABLE_NAME);
          if (options.inMemory && options.standbyTeam) await seedStandby(options.standbyTeam);
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
