import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The built web server (server/index.ts as Vite builds it with the routes, vite.config.ts). */
export const BUILT_SERVER = path.resolve('build', 'server', 'index.js');

/** The built server's module, loaded in this process: its app, its routes, its files. */
export async function builtServer(): Promise<typeof import('../../server/index')> {
  return (await import(
    /* @vite-ignore */ pathToFileURL(BUILT_SERVER).href
  )) as typeof import('../../server/index');
}
