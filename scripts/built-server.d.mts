// Types for scripts/built-server.mjs, read by the end-to-end tests' global set-up.
export declare function freePort(): Promise<number>;

export interface BuiltServer {
  readonly origin: string;
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export declare function startBuiltServer(options?: {
  env?: (origin: string) => Record<string, string>;
}): Promise<BuiltServer>;
