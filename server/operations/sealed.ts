import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
// age-encryption is loaded with the first backup or restore: a server that makes none never holds it.
import type { Decrypter } from 'age-encryption';

/**
 * The files of a backup, each an age file (age-encryption, https://age-encryption.org/v1) to the
 * one recipient of BACKUP_RECIPIENT (decision 097): the machine that makes backups holds only the
 * public key, so it writes what it cannot read back, and nothing in a backup folder (rows, keys,
 * documents, manifest) is readable without the identity that `npm run restore` is given.
 * Plaintext never touches the disk: rows and files stream through the encryption into the file.
 */
export const SEALED_SUFFIX = '.age';

/** Web and Node streams meet here: age-encryption speaks the web's, the file system Node's. */
function toWeb(readable: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(readable) as unknown as ReadableStream<Uint8Array>;
}
function fromWeb(stream: ReadableStream<Uint8Array>): Readable {
  return Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);
}

export interface SealedWriter {
  /** Resolves once the chunk is taken (the file's pace: back-pressure holds). */
  write(chunk: string | Buffer): Promise<void>;
  /** Ends the file and waits until it is written and synced. */
  close(): Promise<void>;
}

/** A new file (never an existing one) that receives plaintext and stores it sealed to `recipient`. */
export async function sealedWriter(path: string, recipient: string): Promise<SealedWriter> {
  const { Encrypter } = await import('age-encryption');
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const plain = new PassThrough();
  const sealed = await encrypter.encrypt(toWeb(plain));
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600, flush: true });
  const done = pipeline(fromWeb(sealed), file);
  // A failure surfaces through `done`; until close() is awaited it must not be unhandled.
  done.catch(() => {});
  return {
    async write(chunk) {
      if (!plain.write(chunk)) {
        await new Promise<void>((resolve, reject) => {
          const failed = (error: unknown) => reject(error as Error);
          plain.once('drain', () => {
            file.off('error', failed);
            resolve();
          });
          file.once('error', failed);
        });
      }
    },
    async close() {
      plain.end();
      await done;
    },
  };
}

/** Copies the file at `from` into a new sealed file at `to`. */
export async function sealFile(from: string, to: string, recipient: string): Promise<void> {
  const writer = await sealedWriter(to, recipient);
  for await (const chunk of createReadStream(from)) await writer.write(chunk as Buffer);
  await writer.close();
}

/**
 * The identities of BACKUP_IDENTITY_FILE: one `AGE-SECRET-KEY-…` a line, `#` comments and blank
 * lines allowed (the format `age-keygen` writes).
 */
export async function readIdentities(path: string): Promise<string[]> {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(
      `restore: BACKUP_IDENTITY_FILE (${path}) cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const identities = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (identities.length === 0 || !identities.every((line) => line.startsWith('AGE-SECRET-KEY-'))) {
    throw new Error(
      `restore: BACKUP_IDENTITY_FILE (${path}) holds no age identity (a line AGE-SECRET-KEY-1…)`,
    );
  }
  return identities;
}

/** Opens sealed files with the identities; a file sealed to another key is refused plainly. */
export class Unsealer {
  constructor(private readonly identities: readonly string[]) {}

  private async decrypter(): Promise<Decrypter> {
    const { Decrypter } = await import('age-encryption');
    const decrypter = new Decrypter();
    for (const identity of this.identities) decrypter.addIdentity(identity);
    return decrypter;
  }

  /** The plaintext of the sealed file at `path`, as a stream (authenticated chunk by chunk). */
  async open(path: string): Promise<Readable> {
    try {
      const plain = await (await this.decrypter()).decrypt(toWeb(createReadStream(path)));
      return fromWeb(plain);
    } catch (error) {
      throw new Error(
        `${path} cannot be opened with BACKUP_IDENTITY_FILE: it was sealed to another key, or it is damaged (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  async readText(path: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.open(path)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The plaintext of the sealed file at `from` written to `to` (a new file, mode 0600). */
  async copyOut(from: string, to: string): Promise<void> {
    await pipeline(
      await this.open(from),
      createWriteStream(to, { flags: 'wx', mode: 0o600, flush: true }),
    );
  }
}
