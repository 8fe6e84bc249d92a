import type { RealtimeChange } from '@shared/realtime';
import { fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ensureAmplify } from './auth/configure-amplify';
import { queryClient } from './query-client';
import { connectRealtime, type RealtimeStatus } from './realtime';
import { STALE_AFTER } from './realtime-events';

/**
 * The portal's live updates: the channel opened with the session's access token, following
 * the session as the specification asks ("token refresh and sign-out update the realtime connection's auth"):
 * Amplify's refresh sends the new token on the open connection, sign-out closes it. Each change marks
 * stale what it affects; a reconnect marks everything stale. Answers how to stop, or nothing when the
 * stage has no channel.
 */
export const startRealtime = async (
  onStatus: (status: RealtimeStatus) => void,
): Promise<(() => void) | undefined> => {
  const config = await ensureAmplify();
  if (!config.realtimeUrl) return undefined;
  const connection = connectRealtime({
    url: config.realtimeUrl,
    token: async (fresh) => (await fetchAuthSession({ forceRefresh: fresh })).tokens?.accessToken.toString(),
    onChange: (change: RealtimeChange) => {
      for (const queryKey of STALE_AFTER[change.kind] ?? []) void queryClient.invalidateQueries({ queryKey });
    },
    onReconnect: () => void queryClient.invalidateQueries(),
    onStatus,
  });
  const stopListening = Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh') connection.reauthenticate();
    if (payload.event === 'signedOut') connection.close();
  });
  return () => {
    stopListening();
    connection.close();
  };
};
