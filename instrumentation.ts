/** Runs once when a server process starts: the database is migrated (and filled) before any request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabase } = await import('@/lib/setup/prepare-database');
  try {
    await prepareDatabase();
  } catch (error) {
    // next start keeps serving after a failed register(); say clearly why every request will now fail.
    console.error('Database preparation failed at start-up:', error);
    throw error;
  }
}
