// Types for scripts/pglite-cache.mjs, read by tests/api/helpers/pglite-template.ts.
export declare const CACHE: string;
export declare function pgliteCacheFolder(): Promise<string>;
export declare function seedDataDir(dataDir: string): Promise<boolean>;
