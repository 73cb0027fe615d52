/**
 * What the server says about a failure of its own (the database, the document store, the disk):
 * one log line naming where and why (its stack goes in the line's JSON, decision 080), and never
 * anything of it to the visitor, who gets a sentence (503) instead.
 */

/** The failure's first line: its code (ENOSPC, an SQLSTATE) and message. */
export function failureLine(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const first = message.split('\n')[0] ?? '';
  return typeof code === 'string' && !first.includes(code) ? `${code}: ${first}` : first;
}
