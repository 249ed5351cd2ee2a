// A local S3-compatible server (s3rver) for the cluster on one machine and for tests. Production uses a real
// S3-compatible service instead; the servers only ever see the S3_* settings.
import S3rver from 's3rver';

const port = Number(process.env.S3_PORT ?? 4569);
const directory = process.env.S3_DIRECTORY;
const bucket = process.env.S3_BUCKET;
if (!directory || !bucket) throw new Error('S3_DIRECTORY and S3_BUCKET are required');

const server = new S3rver({
  port,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`S3 server on http://127.0.0.1:${port}, bucket ${bucket}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
