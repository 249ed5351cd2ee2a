import type { Instrumentation } from 'next';

import { markLogged } from '@/lib/observability/logged-errors';

/**
 * Next.js calls register() once per server process. Everything it starts is Node.js only: the edge build must not
 * follow those imports, and a check on NEXT_RUNTIME around the import is what lets it leave them out.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('@/lib/setup/start-node-server');
    // The demo content is a program above lib/, so it is handed over from here, and loaded only for a new database.
    await startNodeServer({ fillNewDatabase: async () => (await import('@/demo-data')).seedDemoData() });
  }
}

/** Next.js calls it for every request whose render, route handler or server action threw: one JSON log line each. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // Next.js has just printed the error to the console, which writes it one turn later unless it is marked by then;
  // loading the logger may take longer than that turn.
  markLogged(error);
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('@/lib/setup/request-error');
    logRequestError(error, request, context);
  }
};
