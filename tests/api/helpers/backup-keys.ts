import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';

/**
 * A backup key pair made for a test with age-encryption's own key generation: the settings that
 * `npm run backup` (the public key) and `npm run restore` (the identity file) read.
 */
export interface BackupKeys {
  readonly recipient: string;
  readonly identity: string;
  readonly identityFile: string;
  /** BACKUP_RECIPIENT and BACKUP_IDENTITY_FILE, to spread into a place's settings. */
  readonly env: { BACKUP_RECIPIENT: string; BACKUP_IDENTITY_FILE: string };
}

export async function makeBackupKeys(): Promise<BackupKeys> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const folder = await mkdtemp(join(tmpdir(), 'backup-identity-'));
  const identityFile = join(folder, 'backup-identity.txt');
  // The form age-keygen writes: a comment with the public key, then the identity.
  await writeFile(identityFile, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  return {
    recipient,
    identity,
    identityFile,
    env: { BACKUP_RECIPIENT: recipient, BACKUP_IDENTITY_FILE: identityFile },
  };
}
