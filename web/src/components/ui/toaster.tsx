import { Toaster } from 'sonner';
import { toastSettings } from '@/config/toasts';

/** The one toast region: one toast at a time, each for 5000 ms (SPEC §9). */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={toastSettings.visibleToasts}
      duration={toastSettings.durationMs}
      closeButton
      richColors
    />
  );
}
