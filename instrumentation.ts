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
