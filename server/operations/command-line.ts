import { SettingsError } from '../../app/settings.server';
import { DatabaseError } from '../db';

/**
 * Runs a command line (`npm run staff`, `backup`, `restore`, `keys`) with the process's arguments
 * and exits with its code. A failure is one line: `Settings: …` or `Database: …` naming what to
 * fix, else the error's message.
 */
export function runCommandLine(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof SettingsError) console.error(`Settings: ${error.message}`);
      else if (error instanceof DatabaseError) console.error(`Database: ${error.message}`);
      else console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
