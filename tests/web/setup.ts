import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s (Testing Library's 1 s was missed on a busy shared machine).
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods (jsdom/jsdom#3294); these open and close it as the
// browser does, minus the top layer, which only a browser draws (the e2e journeys cover it).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store; without this the next test's Toaster shows them.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
