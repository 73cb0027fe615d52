import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { startServer, startupError as refusal, upload } from './helpers/documents-server';
import { copyMigratedDatabase } from './helpers/engines';

const startupError = (env: Record<string, string>, dataDir: string) => refusal(env, { dataDir });

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('the documents key is checked against the stored documents (local storage)', () => {
  let root: string;
  let dataDir: string;
  let keyFile: string;
  let originalKey: string;
  let secureUrl: string;
  const document = sample.largePdf(100_000);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'documents-keys-'));
    dataDir = join(root, 'data');
    keyFile = join(dataDir, 'documents.key');
    await copyMigratedDatabase(dataDir);
    const server = await startServer({}, { dataDir });
    try {
      const { status, json } = await upload(server.url, document);
      expect(status).toBe(200);
      secureUrl = String(json.secure_url);
    } finally {
      await server.close();
    }
    originalKey = await readFile(keyFile, 'utf8');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a check value beside the documents that is not the key', async () => {
    const check = await readFile(join(dataDir, 'documents', '.key-check'), 'utf8');
    expect(check).toMatch(/^quickrefund documents key check v1 [A-Za-z0-9_-]{43}\n$/);
    const key = Buffer.from(originalKey.trim(), 'base64');
    expect(check).not.toContain(originalKey.trim());
    expect(check).not.toContain(key.toString('base64url'));
    expect(check).not.toContain(key.toString('hex'));
  });

  it('refuses to start when the key file is gone while documents are stored, and makes no new key', async () => {
    await rm(keyFile);
    try {
      const error = await startupError({}, dataDir);
      expect(error.message).toBe(
        `The key file ${keyFile} is missing, but documents are stored in local folder ${join(dataDir, 'documents')}: restore documents.key from your backup (or set DOCUMENTS_KEY); a new key could not read them`,
      );
      expect(await exists(keyFile)).toBe(false);
    } finally {
      await writeFile(keyFile, originalKey, { mode: 0o600 });
    }
  });

  it('refuses to start with another key in the key file or in DOCUMENTS_KEY', async () => {
    await writeFile(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      expect((await startupError({}, dataDir)).message).toBe(
        `The key in ${keyFile} is not the key the documents in local folder ${join(dataDir, 'documents')} were encrypted with: restore the original key from your backup (nothing was changed)`,
      );
    } finally {
      await writeFile(keyFile, originalKey, { mode: 0o600 });
    }
    const other = randomBytes(32).toString('base64');
    expect((await startupError({ DOCUMENTS_KEY: other }, dataDir)).message).toMatch(
      /^DOCUMENTS_KEY is not the key the documents in .* were encrypted with: restore the original key/,
    );
  });

  it('checks a store written before the check value existed on a stored document', async () => {
    const checkFile = join(dataDir, 'documents', '.key-check');
    const check = await readFile(checkFile, 'utf8');
    await rm(checkFile);
    const other = randomBytes(32).toString('base64');
    expect((await startupError({ DOCUMENTS_KEY: other }, dataDir)).message).toMatch(
      /^DOCUMENTS_KEY is not the key/,
    );
    expect(await exists(checkFile)).toBe(false);
    // With the right key it starts, and records the check value again.
    const server = await startServer({ DOCUMENTS_KEY: originalKey.trim() }, { dataDir });
    await server.close();
    expect(await readFile(checkFile, 'utf8')).toBe(check);
  });

  it('starts with the original key restored and still serves the old document', async () => {
    const server = await startServer({}, { dataDir });
    try {
      const link = new URL(secureUrl);
      const response = await fetch(`${server.url}${link.pathname}${link.search}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(document)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('refuses to make a new key for a store set up with one, even before its first document', async () => {
    const otherRoot = await mkdtemp(join(tmpdir(), 'documents-keys-'));
    try {
      const otherData = join(otherRoot, 'data');
      await copyMigratedDatabase(otherData);
      await (await startServer({}, { dataDir: otherData })).close();
      await rm(join(otherData, 'documents.key'));
      expect((await startupError({}, otherData)).message).toMatch(
        /^The key file .*documents\.key is missing, but local folder .* was set up with a key \(its \.key-check\): restore documents\.key from your backup \(or set DOCUMENTS_KEY\), or remove \.key-check if that store is meant to start afresh$/,
      );
      await rm(join(otherData, 'documents', '.key-check'));
      await (await startServer({}, { dataDir: otherData })).close();
    } finally {
      await rm(otherRoot, { recursive: true, force: true });
    }
  });

  it('says in one settings line when a key file or the documents folder cannot be used', async () => {
    const otherRoot = await mkdtemp(join(tmpdir(), 'documents-keys-'));
    try {
      const otherData = join(otherRoot, 'data');
      await mkdir(join(otherData, 'documents.key'), { recursive: true });
      expect((await startupError({}, otherData)).message).toBe(
        `The key file ${join(otherData, 'documents.key')} cannot be used (EISDIR); it must be a file the server's user can read and write`,
      );
      await rm(join(otherData, 'documents.key'), { recursive: true });
      // A file where the documents folder should be.
      await rm(join(otherData, 'documents'), { recursive: true });
      await writeFile(join(otherData, 'documents'), '');
      expect((await startupError({}, otherData)).message).toMatch(
        /^DATA_DIR: the documents folder .*\/documents cannot be used \((EEXIST|ENOTDIR)\); give the server's user a folder it can write$/,
      );
      await rm(join(otherData, 'documents'));
      await writeFile(join(otherData, 'documents.key'), 'not a key\n');
      expect((await startupError({}, otherData)).message).toMatch(
        /^The key file .*documents\.key must hold 32 random bytes in base64/,
      );
    } finally {
      await rm(otherRoot, { recursive: true, force: true });
    }
  });
});
