import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../../src-server/app-router';
import { httpStatusOf } from './errors';
import { sessionEnded } from './session-relogin';

/** Calls whose 401 is their answer, not an ended session. */
const ownAnswer = new Set(['auth.login', 'auth.logout', 'auth.me']);
/** How often one call waits for a new login before its 401 is let through. */
const MAX_RELOGINS = 3;

/**
 * A call refused with 401 (the session ended) waits for the admin to log in again and is then
 * sent again, so a save made after the session expired is not lost: the form stays open, and
 * the save goes through once the admin has logged in. A 401 comes before any work is done.
 */
export function reloginLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let current: Unsubscribable | undefined;
        let stopped = false;
        const send = (reloginsLeft: number) => {
          current = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              if (reloginsLeft === 0 || ownAnswer.has(op.path) || httpStatusOf(error) !== 401) {
                observer.error(error);
                return;
              }
              void sessionEnded().then(() => {
                if (!stopped) send(reloginsLeft - 1);
              });
            },
          });
        };
        send(MAX_RELOGINS);
        return () => {
          stopped = true;
          current?.unsubscribe();
        };
      });
}
