import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../src-server/app-router';

/** Typed hooks for every procedure; the client sees only the server's types. */
export const trpc = createTRPCReact<AppRouter>();
