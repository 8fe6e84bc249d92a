import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { toastSettings } from '../config/toasts';
import { createQueryClient } from '../lib/query-client';

/** App-wide services: server-state cache and the one toast region. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        visibleToasts={toastSettings.visibleToasts}
        duration={toastSettings.durationMs}
        closeButton
        richColors
      />
    </QueryClientProvider>
  );
}
