import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The free-space floor of /readyz (FREE_SPACE_FLOOR_BYTES, issue 52): a disk nearly full fails
 * writes here and there (a message, a note, an upload) long before a probe's few bytes do, so
 * readiness asks how much room is left, as an unprivileged writer sees it (`bavail`).
 */

/**
 * The bytes free to an unprivileged writer on the disk that holds `folder`: the nearest folder
 * above it that exists, when it does not yet (it will be made there).
 */
export async function freeBytes(folder: string): Promise<number> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch (error) {
    const parent = dirname(folder);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
    return freeBytes(parent);
  }
}

/** Rejects when the disk of `folder` has less than `floorBytes` free; 0 checks nothing. */
export async function aboveFloor(
  folder: string,
  floorBytes: number,
  free: (folder: string) => Promise<number> = freeBytes,
): Promise<void> {
  if (floorBytes === 0) return;
  const left = await free(folder);
  if (left < floorBytes) {
    throw new Error(`${Math.floor(left / 1024)} KiB free, below the floor of ${floorBytes} bytes`);
  }
}
