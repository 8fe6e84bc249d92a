import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s (Testing Library's 1 s was missed on a busy shared machine).
configure({ asyncUtilTimeout: 5000 });

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store; without this the next test's Toaster shows them.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
