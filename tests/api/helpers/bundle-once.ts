import { rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../../scripts/bundle-node.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const bundles = new Map<string, Promise<string>>();

/**
 * The path of `entry` (from the project's root) bundled for Node at `.cache/<name>`, inside the
 * project so that the bundle's bare imports resolve from ./node_modules. Bundled once a test
 * process; written beside and renamed into place, so that a process starting the bundle never reads
 * one another test process is writing (two files run at once).
 */
export function bundledOnce(entry: string, name: string): Promise<string> {
  let bundled = bundles.get(name);
  if (bundled === undefined) {
    const outfile = `${ROOT}node_modules/.cache/test-bundles/${name}`;
    const partial = `${outfile}.${process.pid}.partial`;
    bundled = bundleForNode({ entryPoints: [`${ROOT}${entry}`], outfile: partial }).then(
      async () => {
        await rename(partial, outfile);
        return outfile;
      },
    );
    bundles.set(name, bundled);
  }
  return bundled;
}
