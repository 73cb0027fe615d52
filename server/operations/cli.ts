import { readSettings } from '../../app/settings.server';
import { runCommandLine } from './command-line';
import { runBackup } from './backup';
import { runKeysCommand } from './keys-command';
import type { Manifest } from './manifest';
import { runRestore } from './restore';

const USAGE =
  'Usage: npm run backup -- DIR | npm run restore -- DIR | npm run keys -- rotate | reencrypt';

function summary(manifest: Manifest): string[] {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const { documents } = manifest;
  return [
    `Database: ${manifest.database.tables.length} tables, ${rows} rows (${manifest.database.engine} ${manifest.database.serverVersion}, schema ${manifest.database.migrations.at(-1) ?? 'none'}).`,
    documents.storage === 'local'
      ? `Documents: ${documents.count}.`
      : `Documents: in S3 bucket ${documents.bucket} (prefix "${documents.prefix}"), not copied: its versioning keeps them.`,
  ];
}

/**
 * `npm run backup -- DIR`, `npm run restore -- DIR` and `npm run keys -- rotate | reencrypt`, with
 * the server's settings (decisions 084 and 085). A running server on this DATA_DIR answers what
 * needs its database, over the socket `npm run staff` uses.
 */
async function main([command, ...args]: string[]): Promise<number> {
  const settings = readSettings(process.env);
  if ((command === 'backup' || command === 'restore') && args.length === 1 && args[0]) {
    if (command === 'backup') {
      const manifest = await runBackup(settings, args[0]);
      for (const line of summary(manifest)) console.log(line);
      console.log(
        `Backup written to ${args[0]}, every file encrypted to BACKUP_RECIPIENT (manifest.json.age lists each and its SHA-256).`,
      );
    } else {
      const manifest = await runRestore(settings, args[0]);
      for (const line of summary(manifest)) console.log(line);
      console.log(`Restored the backup of ${manifest.createdAt}; start the server.`);
    }
    return 0;
  }
  if (command === 'keys') {
    const result = await runKeysCommand(settings, args, (line) => console.error(line));
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.code;
  }
  console.error(USAGE);
  return 1;
}

runCommandLine(main);
