// s3rver in a process of its own, so that a test can freeze it with SIGSTOP: a store that accepts
// connections but never answers. Usage: fork(this, [directory, bucket]); it sends { port }.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send({ port });
