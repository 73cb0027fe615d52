// Runs shell commands at once and fails when any of them fails: npm test's lint, types and build,
// which read the same sources and write nothing another reads (decision 192). Each command's output
// is held and printed whole when it ends, under a line naming it, so that the outputs do not mix.
//
// Usage: node scripts/together.mjs "<command>" "<command>" ...
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node scripts/together.mjs "<command>" "<command>" ...');
  process.exit(2);
}

/** Runs `command` in a shell; resolves to whether it succeeded, after printing its output. */
function run(command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `FAILED (${code ?? signal})`;
      process.stdout.write(`\n> ${command}: ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(commands.map(run));
const failed = commands.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
