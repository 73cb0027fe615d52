import { existsSync } from 'node:fs';
import path from 'node:path';

/** The `built` tests read build/: without one, say what to run instead of failing one by one. */
export default function requireBuild(): void {
  if (!existsSync(path.resolve('build', 'start.js'))) {
    throw new Error('These tests need the production build: run `npm run build` first.');
  }
}
