import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { Settings } from '../../app/settings.server';
import { MAX_KEYS } from '../../app/settings-values.server';
import { type Db, openDatabase } from '../db';
import { loadServerKey } from '../db/server-keys';
import { CASE_COOKIE_KEY_NAME } from '../cases/cookie';
import { openStore } from '../documents';
import { KEY_SPECS, readKeyFile, writeKeyFile } from '../documents/keys';
import { reencryptDocuments } from '../documents/reencrypt';
import { DEVICE_COOKIE_KEY_NAME } from '../staff/device-cookie';
import type { CommandResult } from '../staff/accounts';
import { askServer, type ControlAnswer } from '../staff/control';

export const USAGE = 'Usage: npm run keys -- rotate | reencrypt';
/** The control socket's commands this module asks a running server. */
export const COOKIE_KEYS_COMMAND = 'cookie-keys';
export const DOCUMENTS_KEY_COMMAND = 'documents-key';

const base64 = (keys: readonly Buffer[]) => keys.map((key) => key.toString('base64')).join(',');

/**
 * The cookie keys the database keeps (COOKIE_SIGNING_KEY unset), for a running server to answer:
 * the case cookie's and the staff device cookie's, which a first COOKIE_SIGNING_KEY must list
 * after its new key so that no cookie they signed is lost.
 */
export async function answerCookieKeys(db: Db): Promise<ControlAnswer> {
  const keys = [
    await loadServerKey(db, CASE_COOKIE_KEY_NAME),
    await loadServerKey(db, DEVICE_COOKIE_KEY_NAME),
  ];
  return { code: 0, out: [], err: [], data: base64(keys) };
}

async function databaseCookieKeys(settings: Settings): Promise<string> {
  const { dataDir } = settings.documents;
  const answer = await askServer(dataDir, [], COOKIE_KEYS_COMMAND);
  if (answer !== undefined) return z.string().parse(answer.data);
  const database = await openDatabase({
    databaseUrl: settings.office.databaseUrl,
    ownerUrl: settings.office.databaseOwnerUrl,
    dataDir,
  });
  try {
    return z.string().parse((await answerCookieKeys(database.db)).data);
  } finally {
    await database.close();
  }
}

/**
 * `rotate`: a new key in front of each list (decision 085). A key file the server generated in
 * DATA_DIR gets it on its first line; for a key given as a setting the command prints the new
 * value, which the operator sets on every instance. Nothing an old key sealed or signed is lost:
 * the older keys stay in the lists.
 */
async function rotate(settings: Settings): Promise<CommandResult> {
  const out: string[] = [];
  const err: string[] = [];
  const fresh = () => randomBytes(32);
  const { dataDir, documentsKeys, linkSigningKeys } = settings.documents;
  const lists = [
    [KEY_SPECS.documentsKeys, documentsKeys],
    [KEY_SPECS.linkSigningKeys, linkSigningKeys],
  ] as const;
  for (const [spec, given] of lists) {
    if (given !== undefined) {
      if (given.length >= MAX_KEYS)
        err.push(`${spec.env} holds ${MAX_KEYS} keys: remove the oldest first`);
      else out.push(`${spec.env}=${base64([fresh(), ...given])}`);
      continue;
    }
    const path = join(dataDir, spec.file);
    const existing = await readKeyFile(path, () => {});
    if (existing === undefined) {
      out.push(`${path}: none yet (the server makes it at its first start)`);
    } else if (existing.length >= MAX_KEYS) {
      err.push(`${path} holds ${MAX_KEYS} keys: remove the oldest line first`);
    } else {
      await writeKeyFile(path, [fresh(), ...existing]);
      out.push(`${path}: a new key is now the newest of ${existing.length + 1}`);
    }
  }
  const cookieKeys = settings.office.cookieSigningKeys;
  const cookies =
    cookieKeys === undefined ? await databaseCookieKeys(settings) : base64(cookieKeys);
  if (cookies.split(',').length >= MAX_KEYS) {
    err.push(`COOKIE_SIGNING_KEY holds ${MAX_KEYS} keys: remove the oldest first`);
  } else {
    out.push(`COOKIE_SIGNING_KEY=${base64([fresh()])},${cookies}`);
  }
  out.push(
    'Set the printed variables on every instance and restart them all (a key file above is read at start too);',
    'then run `npm run keys -- reencrypt` to seal the stored documents with the new documents key.',
  );
  return { code: err.length === 0 ? 0 : 1, out, err };
}

/** `reencrypt`: every stored document sealed again with the newest documents key. */
async function reencrypt(settings: Settings, log: (line: string) => void): Promise<CommandResult> {
  const { storage, keys } = await openStore(settings.documents, log, { command: true });
  try {
    const newest = keys.documentsKeys.newestId.toString('hex');
    const running = await askServer(settings.documents.dataDir, [], DOCUMENTS_KEY_COMMAND);
    if (running !== undefined && running.code === 0 && running.data !== newest) {
      return {
        code: 1,
        out: [],
        err: [
          'The server running on this DATA_DIR still seals new documents with another key: restart it with the new key list first (nothing was changed).',
        ],
      };
    }
    const result = await reencryptDocuments(storage, keys.documentsKeys, log);
    const out = [
      `Re-encrypted ${result.moved} of ${result.examined} documents (${result.current} were on the newest key already, ${result.gone} were removed meanwhile).`,
    ];
    if (result.failed.length > 0) {
      return {
        code: 1,
        out,
        err: [
          `${result.failed.length} documents were left as they were (above); run it again to finish.`,
        ],
      };
    }
    out.push(
      'Every document is sealed with the newest key: the older documents keys may now leave DOCUMENTS_KEY or documents.key.',
    );
    return { code: 0, out, err: [] };
  } finally {
    await storage.close();
  }
}

/** `npm run keys -- rotate | reencrypt`, with the server's settings. */
export async function runKeysCommand(
  settings: Settings,
  args: readonly string[],
  log: (line: string) => void,
): Promise<CommandResult> {
  const [action] = args;
  if (action === 'rotate' && args.length === 1) return rotate(settings);
  if (action === 'reencrypt' && args.length === 1) return reencrypt(settings, log);
  return { code: 1, out: [], err: [USAGE] };
}
