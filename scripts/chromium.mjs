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

/**
 * Chromium features Playwright turns off (its own `--disable-features`, copied from
 * playwright-core 1.65's chromiumSwitches), then ours. Chromium reads only the last
 * `--disable-features` of its command line, so the list Playwright is given must repeat its own;
 * tests/e2e/chromium-flags.spec.ts fails when Playwright's list gains a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popups, which Chromium 156 draws as web pages and preloads in a
 * renderer process of their own for every window (`chrome://omnibox-popup.top-chrome/`). A test
 * opens a window per test and never types in an address bar: without them a new context takes
 * about 40 % less time on the 2-core CI hosts (decision 065).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags of the browser Playwright drives. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];
