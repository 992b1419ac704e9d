import { useSyncExternalStore } from 'react';
import { loginPath } from '../../shared/admin-paths';

// A session that ends while the admin works (expired, logged out in another tab, the password
// changed elsewhere): the calls it refused wait here while the admin logs in again over what
// they were doing (components/relogin-dialog.tsx), and are then sent again (lib/relogin-link.ts),
// so an open form keeps everything typed in it.

let waiting: { promise: Promise<void>; resolve: (value: undefined) => void } | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Resolves once the admin has logged in again. */
export function sessionEnded(): Promise<void> {
  if (listeners.size === 0) {
    // No login dialog on this page: the login page, which returns here afterwards.
    const here = window.location.pathname + window.location.search;
    window.location.assign(loginPath({ next: here, reason: 'sesi' }));
    return new Promise(() => undefined);
  }
  if (!waiting) {
    let resolve: (value: undefined) => void = () => undefined;
    const promise = new Promise<undefined>((done) => {
      resolve = done;
    });
    waiting = { promise, resolve };
    notify();
  }
  return waiting.promise;
}

/** The admin is logged in again: what waited goes on. */
export function sessionRestored(): void {
  const done = waiting;
  waiting = undefined;
  notify();
  done?.resolve(undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether calls wait for the admin to log in again (the login dialog is shown). */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== undefined,
    () => false,
  );
}
