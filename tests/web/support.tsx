import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import AppToaster from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/**
 * Waits until `text` is on screen and visible. A toast is in the DOM a moment before sonner mounts it
 * (its stylesheet keeps it at opacity 0 until then), so "found, then visible at once" fails on a busy
 * machine; this waits for the mount, as a person waits to read it.
 */
export const expectVisibleText = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByText(text)).toBeVisible());

/** A JSON answer the way the API sends one. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch for one test; each call is answered by `answer`. */
export const stubFetch = (answer: () => Promise<Response> | Response = () => jsonResponse(200, {})) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** What a stubbed fetch was called with, body parsed. */
export const sentRequest = (fetchMock: ReturnType<typeof stubFetch>, call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  const headers = new Headers(init?.headers);
  return { url, method: init?.method, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

/**
 * Renders inside what a form page has around it in the app: a router (links and navigation), a query
 * client (the portal layout's, fresh per test) and the toast region, with a user to drive it.
 */
export const renderWithProviders = (ui: ReactElement, path = '/') => ({
  user: userEvent.setup(),
  ...render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        {ui}
        <AppToaster />
      </QueryClientProvider>
    </MemoryRouter>,
  ),
});

/** Resolves when told to: holds a request "in flight" for as long as a test needs. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** What Amplify leaves in local storage for a signed-in user (only the parts the session hint reads). */
export const storeSessionHint = (email: string) => {
  const prefix = 'CognitoIdentityServiceProvider.client-1';
  localStorage.setItem(`${prefix}.LastAuthUser`, 'user-1');
  localStorage.setItem(
    `${prefix}.user-1.idToken`,
    `${base64Url({ alg: 'none' })}.${base64Url({ email })}.sig`,
  );
};
