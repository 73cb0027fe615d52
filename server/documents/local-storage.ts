import { randomBytes } from 'node:crypto';
import { open as openCallback } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { finished } from 'node:stream/promises';
import { FileWriter } from './file-writer';
import { assertObjectName, type DocumentStorage, type PendingObject } from './storage';

async function syncDirectory(path: string): Promise<void> {
  // The rename is durable only once the directory entry itself is on disk.
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// A plain descriptor, which the writer owns and closes: a FileHandle would close it again when
// collected. The writer's callback calls are also cheaper than a FileHandle's promises.
const openFile = promisify(openCallback);

/**
 * Documents as files in one folder. New files are written under `.incoming/` (same file system, so
 * the final rename is atomic), synced, then renamed into place: a reader never sees half a file.
 */
export async function createLocalStorage(folder: string): Promise<DocumentStorage> {
  const incoming = join(folder, '.incoming');
  await mkdir(incoming, { recursive: true, mode: 0o700 });
  // Whatever is left in .incoming was cut short by a crash; it can never be completed.
  for (const leftover of await readdir(incoming)) {
    await rm(join(incoming, leftover), { force: true, recursive: true });
  }

  async function create(name: string): Promise<PendingObject> {
    assertObjectName(name);
    const temporary = join(incoming, `${name}.${randomBytes(6).toString('hex')}`);
    // The writer fsyncs before it finishes, and pipeline() waits for that, so once the caller's
    // pipeline resolves the bytes are on disk.
    const stream = new FileWriter(await openFile(temporary, 'wx', 0o600));
    let settled = false;
    return {
      stream,
      async commit() {
        settled = true;
        try {
          // Resolves once the file is flushed and closed (pipeline callers have waited already).
          await finished(stream);
          await rename(temporary, join(folder, name));
        } catch (error) {
          // A commit that fails (a full disk often shows first at fsync) leaves nothing behind.
          await rm(temporary, { force: true });
          throw error;
        }
        await syncDirectory(folder);
      },
      async abort() {
        if (settled) return;
        settled = true;
        // Destroying the writer closes the file once no write is under way; wait for that, then unlink.
        if (!stream.closed)
          await new Promise<void>((resolve) => stream.destroy().once('close', () => resolve()));
        await rm(temporary, { force: true });
      },
    };
  }

  return {
    description: `local folder ${folder}`,
    create,
    async open(name) {
      assertObjectName(name);
      let handle;
      try {
        handle = await open(join(folder, name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), bytes: size };
    },
    close: async () => {},
  };
}
