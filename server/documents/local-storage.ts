import { randomBytes } from 'node:crypto';
import { createWriteStream, fdatasync, open as openCallback, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { finished } from 'node:stream/promises';
import { STREAM_BUFFER_BYTES } from './stream-buffers';
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

// The callback form gives a plain descriptor, which keeps the stream on fs's callback API (faster
// than a FileHandle's promises) and lets syncWhileWriting() use it.
const openFile = promisify(openCallback);

// Flushing to disk as the upload goes, rather than all at the end, overlaps the disk's work with
// receiving the rest; the final fsync then has only the last few MiB to write.
const SYNC_EVERY_BYTES = 16 * 1024 * 1024;

function syncWhileWriting(stream: WriteStream, fd: number): void {
  let syncedAt = 0;
  let syncing = false;
  const timer = setInterval(() => {
    // Checked so the descriptor is not used after the stream has closed it.
    if (syncing || stream.closed || stream.bytesWritten - syncedAt < SYNC_EVERY_BYTES) return;
    syncing = true;
    syncedAt = stream.bytesWritten;
    fdatasync(fd, () => (syncing = false)); // A failure here shows again at the final fsync.
  }, 100);
  timer.unref();
  stream.once('close', () => clearInterval(timer));
}

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
    // flush: the stream fsyncs before it closes the file, and pipeline() waits for that close, so
    // once the caller's pipeline resolves the bytes are on disk. The larger buffer lets writes
    // queue (and go out together) while one is in progress, instead of stopping the upload at each.
    const fd = await openFile(temporary, 'wx', 0o600);
    const stream = createWriteStream(temporary, {
      fd,
      flush: true,
      highWaterMark: STREAM_BUFFER_BYTES,
    });
    syncWhileWriting(stream, fd);
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
        // Destroying the stream closes the file (autoClose); wait for that before unlinking.
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
