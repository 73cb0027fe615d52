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
import type { DocumentKeyring } from '../documents/keyring';
import { reencryptDocuments } from '../documents/reencrypt';
import { reencryptReturnDetails } from '../../app/return/sealing.server';
import { reencryptW2Figures } from '../reader/readings';
import { DEVICE_COOKIE_KEY_NAME } from '../staff/device-cookie';
import type { CommandResult } from '../staff/accounts';
import { askServer, type ControlAnswer } from '../staff/control';

export const USAGE = 'Usage: npm run keys -- rotate | reencrypt';
/** The control socket's commands this module asks a running server. */
export const COOKIE_KEYS_COMMAND = 'cookie-keys';
export const DOCUMENTS_KEY_COMMAND = 'documents-key';
/** The running server seals the return details' values again (it holds the database). */
export const RETURN_DETAILS_REENCRYPT_COMMAND = 'reencrypt-return-details';
/** …and the W-2 figures the reader sealed (server/reader/readings.ts; decision 135). */
export const W2_FIGURES_REENCRYPT_COMMAND = 'reencrypt-w2-figures';

const fieldsResult = z.object({
  examined: z.number(),
  moved: z.number(),
  current: z.number(),
  failed: z.number(),
});
type FieldsResult = z.infer<typeof fieldsResult>;

/** A pass over sealed values in the database: the return details' or the W-2 figures'. */
type FieldsPass = (
  db: Db,
  keyring: DocumentKeyring,
  log: (line: string) => void,
) => Promise<{ examined: number; moved: number; current: number; failed: readonly unknown[] }>;

/** The passes `reencrypt` runs over the database, each by its control command. */
const FIELDS_PASSES = {
  [RETURN_DETAILS_REENCRYPT_COMMAND]: reencryptReturnDetails,
  [W2_FIGURES_REENCRYPT_COMMAND]: reencryptW2Figures,
} as const satisfies Record<string, FieldsPass>;
type FieldsCommand = keyof typeof FIELDS_PASSES;

async function answerPass(
  pass: FieldsPass,
  db: Db,
  keyring: DocumentKeyring,
  log: (line: string) => void,
): Promise<ControlAnswer> {
  const result = await pass(db, keyring, log);
  const data: FieldsResult = { ...result, failed: result.failed.length };
  return { code: 0, out: [], err: [], data };
}

/** The return details' pass as the running server answers it over the control socket. */
export const answerReencryptReturnDetails = (
  db: Db,
  keyring: DocumentKeyring,
  log: (line: string) => void,
): Promise<ControlAnswer> => answerPass(reencryptReturnDetails, db, keyring, log);

/** The W-2 figures' pass as the running server answers it over the control socket. */
export const answerReencryptW2Figures = (
  db: Db,
  keyring: DocumentKeyring,
  log: (line: string) => void,
): Promise<ControlAnswer> => answerPass(reencryptW2Figures, db, keyring, log);

/**
 * Sealed values in the database (the return details' bank accounts and IP PINs, the W-2 figures)
 * moved to the newest documents key: by the running server when one answers (PGlite is one
 * process's), else here.
 */
async function reencryptFields(
  settings: Settings,
  keyring: DocumentKeyring,
  serverRuns: boolean,
  log: (line: string) => void,
  command: FieldsCommand,
): Promise<FieldsResult> {
  const { dataDir } = settings.documents;
  if (serverRuns) {
    const answer = await askServer(dataDir, [], command);
    if (answer !== undefined && answer.code === 0) return fieldsResult.parse(answer.data);
    throw new Error(answer?.err.join(' ') || 'the running server did not answer');
  }
  const database = await openDatabase({
    databaseUrl: settings.office.databaseUrl,
    ownerUrl: settings.office.databaseOwnerUrl,
    dataDir,
  });
  try {
    const result = await FIELDS_PASSES[command](database.db, keyring, log);
    return { ...result, failed: result.failed.length };
  } finally {
    await database.close();
  }
}

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

/**
 * `reencrypt`: every stored document, every sealed return detail and every W-2's figures sealed
 * again with the newest documents key.
 */
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
    const serverRuns = running !== undefined && running.code === 0;
    const fields = await reencryptFields(
      settings,
      keys.documentsKeys,
      serverRuns,
      log,
      RETURN_DETAILS_REENCRYPT_COMMAND,
    );
    const figures = await reencryptFields(
      settings,
      keys.documentsKeys,
      serverRuns,
      log,
      W2_FIGURES_REENCRYPT_COMMAND,
    );
    const result = await reencryptDocuments(
      storage,
      keys.documentsKeys,
      log,
      fields.failed > 0 || figures.failed > 0,
    );
    const out = [
      `Re-encrypted ${result.moved} of ${result.examined} documents (${result.current} were on the newest key already, ${result.gone} were removed meanwhile).`,
      `Re-encrypted the bank accounts and IP PINs of ${fields.moved} of ${fields.examined} cases' return details (${fields.current} were on the newest key already).`,
      `Re-encrypted the W-2 figures of ${figures.moved} of ${figures.examined} documents (${figures.current} were on the newest key already).`,
    ];
    const left = [
      fields.failed > 0
        ? `The return details of ${fields.failed} cases were left as they were (above); run it again to finish.`
        : '',
      figures.failed > 0
        ? `The W-2 figures of ${figures.failed} documents were left as they were (above); run it again to finish.`
        : '',
    ].filter((line) => line !== '');
    if (left.length > 0) return { code: 1, out, err: left };
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
      'Every document, return detail and W-2 figure is sealed with the newest key: the older documents keys may now leave DOCUMENTS_KEY or documents.key.',
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
