import { existsSync } from 'node:fs';
import { BUILT_SERVER } from './built-server';

/** The `built` tests read build/: without one, say what to run instead of failing one by one. */
export default function requireBuild(): void {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error('These tests need the production build: run `npm run build` first.');
  }
}
