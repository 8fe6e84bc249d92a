import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store; without this the next test's Toaster shows them.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
