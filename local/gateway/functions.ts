import path from 'node:path';
import { FUNCTION_ENTRIES, FUNCTION_SETTINGS, handlerEntry } from '../../shared/function-settings';
import { FUNCTION_NAMES, type FunctionName } from '../../shared/routes';
import {
  CUSTOM_MESSAGE_FUNCTION,
  POST_CONFIRMATION_FUNCTION,
  PRE_TOKEN_GENERATION_FUNCTION,
} from '../emulators/provision';
import { NOTICE_SENDER_FUNCTION, REALTIME_AUTHORIZER_FUNCTION, REALTIME_FUNCTION } from '../settings';
import { type Bundles, bundleFunctions } from './bundle';
import { createFunctionPool, type FunctionPool } from './pool';

export interface LocalFunctions {
  /** One per domain of the route table. */
  api: Record<FunctionName, FunctionPool>;
  /** Invoked by name through the Lambda Invoke API (cognito-local's triggers). */
  invocable: Record<string, FunctionPool>;
  /** The notice sender: the table's stream and the schedule drive it (decision 011). */
  noticeSender: FunctionPool;
  /** The WebSocket API's authorizer, and its routes' function (also the stream's second mapping). */
  realtimeAuthorizer: FunctionPool;
  realtime: FunctionPool;
  all(): FunctionPool[];
  /** Settles once no function has work running or waiting (asynchronous invocations included). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Every function infra deploys, by the name the local stack knows it by, and its entry module. */
const ENTRIES: Record<string, string> = {
  ...Object.fromEntries(FUNCTION_NAMES.map((fn) => [fn, handlerEntry(fn)])),
  [POST_CONFIRMATION_FUNCTION]: FUNCTION_ENTRIES.postConfirmation,
  [PRE_TOKEN_GENERATION_FUNCTION]: FUNCTION_ENTRIES.preTokenGeneration,
  [CUSTOM_MESSAGE_FUNCTION]: FUNCTION_ENTRIES.customMessage,
  [NOTICE_SENDER_FUNCTION]: FUNCTION_ENTRIES.noticeSender,
  [REALTIME_AUTHORIZER_FUNCTION]: FUNCTION_ENTRIES.realtimeAuthorizer,
  [REALTIME_FUNCTION]: FUNCTION_ENTRIES.realtime,
};

/**
 * Bundles every function as infra does, or finds the set already made from the same sources (bundle.ts):
 * the one build the local stack runs, the infra tests deploy and the byte budgets measure. Started early
 * by the local stack, it runs while the emulators start.
 */
export const bundleLocalFunctions = (): Promise<Bundles> => bundleFunctions(ENTRIES);

/**
 * Each function's folder in a set (its `index.js` and source map: a Lambda asset, handler `index.handler`)
 * by its entry module relative to the repository root: infra's `functionCode` (infra/app.ts).
 */
export const assetDirsByEntry = (bundles: Bundles): Record<string, string> =>
  Object.fromEntries(
    Object.entries(ENTRIES).map(([name, entry]) => [entry, path.dirname(bundles.functions[name] as string)]),
  );

/**
 * Every function infra deploys, each with its own execution environments, the memory and timeout
 * infra gives it, and the environment `env` (the stack's function environment).
 */
export const createLocalFunctions = (
  bundles: Bundles,
  env: Record<string, string>,
  options: { log?: (line: string) => void; backgroundNiceness?: number } = {},
): LocalFunctions => {
  const { log } = options;
  const pool = (name: string, timeoutSeconds: number, maxEnvironments?: number, niceness?: number) =>
    createFunctionPool({
      functionName: name,
      entry: bundles.functions[name] ?? '',
      runtime: bundles.runtime,
      env,
      memorySizeMb: FUNCTION_SETTINGS.memorySizeMb,
      timeoutMs: timeoutSeconds * 1000,
      maxEnvironments,
      niceness,
      log: log && ((line) => log(`[${name}] ${line}`)),
    });
  const api = Object.fromEntries(
    FUNCTION_NAMES.map((fn) => [fn, pool(fn, FUNCTION_SETTINGS.timeoutSeconds)]),
  ) as Record<FunctionName, FunctionPool>;
  const postConfirmation = pool(POST_CONFIRMATION_FUNCTION, FUNCTION_SETTINGS.triggerTimeoutSeconds);
  const preTokenGeneration = pool(PRE_TOKEN_GENERATION_FUNCTION, FUNCTION_SETTINGS.triggerTimeoutSeconds);
  const customMessage = pool(CUSTOM_MESSAGE_FUNCTION, FUNCTION_SETTINGS.triggerTimeoutSeconds);
  // Background work too; two environments, as the stream's batches and the schedule can run at once in
  // AWS (its claims keep them from sending one notice twice).
  const noticeSender = pool(
    NOTICE_SENDER_FUNCTION,
    FUNCTION_SETTINGS.timeoutSeconds,
    2,
    options.backgroundNiceness,
  );
  const realtimeAuthorizer = pool(REALTIME_AUTHORIZER_FUNCTION, FUNCTION_SETTINGS.triggerTimeoutSeconds, 2);
  const realtime = pool(REALTIME_FUNCTION, FUNCTION_SETTINGS.timeoutSeconds, 2);
  const all = () => [
    ...Object.values(api),
    postConfirmation,
    preTokenGeneration,
    customMessage,
    noticeSender,
    realtimeAuthorizer,
    realtime,
  ];
  return {
    api,
    invocable: {
      [POST_CONFIRMATION_FUNCTION]: postConfirmation,
      [PRE_TOKEN_GENERATION_FUNCTION]: preTokenGeneration,
      [CUSTOM_MESSAGE_FUNCTION]: customMessage,
    },
    noticeSender,
    realtimeAuthorizer,
    realtime,
    all,
    idle: async () => {
      await Promise.all(all().map((fn) => fn.idle()));
    },
    stop: async () => {
      await Promise.all(all().map((fn) => fn.stop()));
    },
  };
};
