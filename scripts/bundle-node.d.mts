// Types for scripts/bundle-node.mjs, read by the TypeScript tests that bundle a child server.
import type { BuildOptions, BuildResult } from 'esbuild';

export declare function bundleForNode(options: BuildOptions): Promise<BuildResult>;
