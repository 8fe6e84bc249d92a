import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeMessage } from '../../shared/realtime';
import { requestHandler } from '../lib/aws';
import { traced } from '../lib/tracer';
import { realtimeEnv } from './env';

let client: ApiGatewayManagementApiClient | undefined;

/** The WebSocket API's management endpoint (`@connections`): the local stand-in serves the same calls. */
const management = () => {
  client ??= traced(
    new ApiGatewayManagementApiClient({
      endpoint: realtimeEnv().REALTIME_ENDPOINT,
      maxAttempts: 2,
      requestHandler,
    }),
  );
  return client;
};

/** Sends a message; answers false when the connection is gone (closed without `$disconnect` reaching us). */
export const post = async (connectionId: string, message: RealtimeMessage): Promise<boolean> => {
  try {
    await management().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException) return false;
    throw error;
  }
};

/** Closes a connection from the server's side; one already gone is fine. */
export const close = async (connectionId: string): Promise<void> => {
  try {
    await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof GoneException)) throw error;
  }
};
