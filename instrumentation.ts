/**
 * Next.js calls register() once per server process. Everything it starts is Node.js only: the edge build must not
 * follow those imports, and a check on NEXT_RUNTIME around the import is what lets it leave them out.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('@/lib/setup/start-node-server');
    await startNodeServer();
  }
}
