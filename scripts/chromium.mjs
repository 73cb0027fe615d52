// The system Chromium every browser tool here drives (Playwright, the Lighthouse test, the
// Lighthouse benchmark, the Chromium check): where it is and the flags that keep it off the
// network. One list, so a flag added for one tool reaches them all.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
