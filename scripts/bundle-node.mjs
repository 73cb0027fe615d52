// The one way this project bundles its TypeScript server code for Node with esbuild: one ES module
// per entry, dependencies left in node_modules. Used by the production build
// (scripts/build-server.mjs), the benchmarks (bench/) and the tests that run the app in a child
// process. esbuild is loaded on the first call, so a process that only imports this module (a
// benchmark's measured child) does not hold it.

/** Bundles `options.entryPoints` as above; `options` adds to or overrides the common settings. */
export async function bundleForNode(options) {
  const { build } = await import('esbuild');
  // The schema's .sql files, carried in the bundle (server/db/sql-files.ts reads them from there),
  // so that a bundle runs wherever it is put: read by the module that reads them from sources.
  const { readSqlFolders } = await import('../server/db/sql-files.ts');
  return build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    ...options,
    define: {
      // The site's components the server renders itself (the case page's frame, decision 072) ask
      // Vite's `import.meta.env.SSR`, which only Vite defines: on the server it is always true.
      'import.meta.env.SSR': 'true',
      __QUICKREFUND_SQL__: JSON.stringify(readSqlFolders()),
      ...options.define,
    },
  });
}
