// s3rver in a process of its own, so that a test can freeze it with SIGSTOP: a store that accepts
// connections but never answers. Usage: fork(this, [directory, bucket]); it sends { port }.
import { randomBytes } from 'node:crypto';
import { rename } from 'node:fs/promises';
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});

// s3rver writes an object over the old one's file in place, so a GET under way reads the new
// bytes after the old ones. S3 replaces an object whole, and a GET under way keeps the object it
// began with (with versioning, that version stays): written beside here, then renamed into place.
const { store } = server;
const putObject = store.putObject.bind(store);
store.putObject = async (object) => {
  const beside = `${object.key}.replacing-${randomBytes(6).toString('hex')}`;
  const written = await putObject(Object.assign(Object.create(object), { key: beside }));
  for (const part of ['metadata.json', 'object.md5', 'object']) {
    await rename(
      store.getResourcePath(object.bucket, beside, part),
      store.getResourcePath(object.bucket, object.key, part),
    );
  }
  return written;
};

const { port } = await server.run();
process.send({ port });
