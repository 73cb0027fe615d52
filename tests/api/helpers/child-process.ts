import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { bundledOnce } from './bundle-once';

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** The child's resident set size in bytes, as it reports it. */
  rss(): Promise<number>;
  /**
   * What the child's JavaScript holds after a full collection, in bytes: the heap in use and the
   * buffers outside it. Unlike the RSS, not raised by memory the allocator keeps for reuse.
   */
  held(): Promise<number>;
  close(): Promise<void>;
}

/** How much of a child's standard error a failure to start quotes. */
const STDERR_TAIL_CHARS = 4000;

/** The app in a child process (helpers/child-server.ts), with `env` as its whole environment. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const bundle = await bundledOnce('tests/api/helpers/child-server.ts', 'child-server.mjs');
  const child = fork(bundle, [], {
    env: { PATH: process.env.PATH ?? '', ...env },
    // Vite loads React Router for the sources with the `development` condition: Node loads the
    // same copy for @react-router/express (scripts/dev.mjs).
    execArgv: ['--expose-gc', ...(env.TEST_BUILT_SERVER ? [] : ['--conditions=development'])],
    // Its standard error still shows in the test's output, and its end goes into the error of a
    // child that could not start.
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  const why = () => (stderrTail === '' ? '' : `; its standard error ended with:\n${stderrTail}`);
  // Its first message says where it listens, or why it could not; a child that dies first says so
  // (the race handles `exited` rejecting later, when the child is closed).
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`child server exited before it started (${String(code ?? signal)})${why()}`);
  });
  const [first] = (await Promise.race([once(child, 'message'), exited])) as [
    { port?: number; error?: string },
  ];
  if (first.port === undefined) {
    throw new Error(`child server did not start: ${first.error}${why()}`);
  }
  return {
    url: `http://127.0.0.1:${first.port}`,
    process: child,
    async rss() {
      child.send('rss');
      const [reply] = (await once(child, 'message')) as [{ rss: number }];
      return reply.rss;
    },
    async held() {
      child.send('held');
      const [reply] = (await once(child, 'message')) as [{ held: number }];
      return reply.held;
    },
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
