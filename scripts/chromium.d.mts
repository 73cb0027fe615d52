// Types for scripts/chromium.mjs, read by playwright.config.ts.
export declare const CHROME_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: readonly string[];
