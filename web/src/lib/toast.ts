import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster';

/**
 * The app's one way to show a toast: success or error, with an optional description. The
 * toast library loads with the first message, and the region that shows it is asked for first
 * (lib/toaster.ts), so pages that never toast never download it.
 */
type Show = (message: string, options?: Pick<ExternalToast, 'description'>) => void;

const show =
  (kind: 'success' | 'error'): Show =>
  (message, options) => {
    requestToaster();
    void import('sonner').then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error') };
