import { randomBytes } from 'node:crypto';
import { open as openCallback } from 'node:fs';
import {
  mkdir,
  open,
  opendir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { finished } from 'node:stream/promises';
import { FileWriter } from './file-writer';
import { SettingsError } from '../../app/settings.server';
import { ClientGoneError } from './errors';
import {
  assertObjectName,
  isObjectName,
  type DocumentStorage,
  type PendingObject,
} from './storage';

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
export async function createLocalStorage(
  folder: string,
  /** false for a command run beside the server (npm run keys): its uploads under way stay. */
  { clearIncoming = true }: { clearIncoming?: boolean } = {},
): Promise<DocumentStorage> {
  const incoming = join(folder, '.incoming');
  const keyCheck = join(folder, '.key-check');
  try {
    await mkdir(incoming, { recursive: true, mode: 0o700 });
    // Whatever is left in .incoming was cut short by a crash; it can never be completed.
    const leftovers = clearIncoming ? await readdir(incoming) : [];
    for (const leftover of leftovers) {
      await rm(join(incoming, leftover), { force: true, recursive: true });
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new SettingsError(
      `DATA_DIR: the documents folder ${folder} cannot be used (${code ?? message}); give the server's user a folder it can write`,
    );
  }

  async function create(name: string): Promise<PendingObject> {
    assertObjectName(name);
    const temporary = join(incoming, `${name}.${randomBytes(6).toString('hex')}`);
    // The writer fsyncs before it finishes, and pipeline() waits for that, so once the caller's
    // pipeline resolves the bytes are on disk.
    const stream = new FileWriter(await openFile(temporary, 'wx', 0o600));
    let published = false;
    return {
      stream,
      async commit(signal) {
        try {
          // Resolves once the file is flushed and closed (pipeline callers have waited already).
          await finished(stream);
          if (signal?.aborted) throw new ClientGoneError('client gone before publishing');
          await rename(temporary, join(folder, name));
          published = true;
        } catch (error) {
          // A commit that fails (a full disk often shows first at fsync) leaves nothing behind.
          await rm(temporary, { force: true });
          throw error;
        }
        await syncDirectory(folder);
      },
      async abort() {
        if (published) {
          await rm(join(folder, name), { force: true });
          return syncDirectory(folder);
        }
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
      // Small reads: a download reads on only as its client takes the bytes (download.ts).
      return { body: handle.createReadStream({ highWaterMark: 16 * 1024 }), bytes: size };
    },
    async anyDocument() {
      return (await readdir(folder)).find(isObjectName);
    },
    async remove(name) {
      assertObjectName(name);
      // force: a file removed already (an earlier pass that stopped half way) is no error.
      await rm(join(folder, name), { force: true });
    },
    async *list() {
      for await (const entry of await opendir(folder)) {
        if (!entry.isFile() || !isObjectName(entry.name)) continue;
        const stats = await stat(join(folder, entry.name)).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
          throw error;
        });
        if (stats) yield { name: entry.name, modifiedAt: stats.mtime };
      }
    },
    async readKeyCheck() {
      try {
        return await readFile(keyCheck, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async writeKeyCheck(value) {
      const temporary = join(incoming, `key-check.${randomBytes(6).toString('hex')}`);
      await writeFile(temporary, value, { mode: 0o600, flush: true });
      await rename(temporary, keyCheck);
      await syncDirectory(folder);
    },
    async reachable() {
      // Where new documents are written first: a few bytes written there, synced and removed, so
      // that a full disk (ENOSPC) or a read-only one (EROFS) fails the probe, for root too, where
      // the permission bits alone would let it pass.
      const probe = join(incoming, `probe.${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(probe, 'probe', { mode: 0o600, flag: 'wx', flush: true });
      } finally {
        await rm(probe, { force: true });
      }
    },
    close: async () => {},
  };
}
