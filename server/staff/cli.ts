import { readSettings } from '../../app/settings.server';
import { runCommandLine } from '../operations/command-line';
import { openDatabase } from '../db';
import { COMMAND_LINE } from './audit';
import { runStaffCommand } from './accounts';
import { askServer } from './control';

/**
 * `npm run staff -- add EMAIL [--admin] | list | disable EMAIL | reset-mfa EMAIL`, with the same
 * settings as the server. A running server on this DATA_DIR answers it; otherwise it opens the
 * database itself (never both: PGlite admits one process per folder).
 */
async function main(args: string[]): Promise<number> {
  const settings = readSettings(process.env);
  const dataDir = settings.documents.dataDir;
  const result =
    (await askServer(dataDir, args)) ??
    (await (async () => {
      const database = await openDatabase({
        databaseUrl: settings.office.databaseUrl,
        ownerUrl: settings.office.databaseOwnerUrl,
        dataDir,
      });
      try {
        return await runStaffCommand(database.db, args, settings.server.publicUrl, COMMAND_LINE);
      } finally {
        await database.close();
      }
    })());
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  return result.code;
}

runCommandLine(main);
