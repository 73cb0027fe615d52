// The browser tests drive the system Chromium; say so in one line when it is missing.
import { accessSync, constants } from 'node:fs';
import { CHROME_PATH as chrome } from './chromium.mjs';

try {
  accessSync(chrome, constants.X_OK);
} catch {
  console.error(
    `Chromium not found at ${chrome}: install it (Debian: apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
