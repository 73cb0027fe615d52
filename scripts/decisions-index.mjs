// The index of docs/decisions/README.md, made from the records' own headers (`# NNN: Title`, then
// `Date:` and `Status:` before the first `##`), so that it never says something a record does not.
// `node scripts/decisions-index.mjs` rewrites the index; `--check` only says whether it is current
// (tests/docs/decisions-index.test.ts runs the same check).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const README = `${DECISIONS_DIR}README.md`;
const START = '<!-- index: made by `node scripts/decisions-index.mjs`; do not edit by hand -->';
const END = '<!-- index end -->';

/** A record's file name: three digits, a dash, the title's words. */
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

/** Text without its parenthesised asides (nested ones too), spaces tidied. */
function withoutAsides(text) {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out
    .replace(/\s+([;,.:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One record's number, title, date and status. The status is the `Status:` text without its
 * asides in parentheses and without a trailing full stop (the record holds the whole line).
 */
export function readRecord(file, text) {
  const number = RECORD.exec(file)?.[1];
  if (number === undefined) throw new Error(`${file}: not a record's name (NNN-title.md)`);
  const [first = '', ...rest] = text.split('\n');
  const title = /^# (\d{3}): (.+)$/.exec(first);
  if (!title || title[1] !== number)
    throw new Error(`${file}: first line must be "# ${number}: …"`);
  const header = [];
  for (const line of rest) {
    if (line.startsWith('## ')) break;
    header.push(line);
  }
  const block = header.join(' ');
  const date = /Date: (\d{4}-\d{2}-\d{2})/.exec(block)?.[1];
  const status = /Status: (.+)$/i.exec(block)?.[1];
  if (date === undefined) throw new Error(`${file}: no "Date: YYYY-MM-DD" before the first ##`);
  if (status === undefined) throw new Error(`${file}: no "Status: …" before the first ##`);
  // The first sentence: a record may add one after it (008: "Kept for the measurements…").
  const [sentence = ''] = withoutAsides(status).split(/\.\s+(?=[A-Z])/);
  const short = sentence
    .replace(/\s+·\s+(\w)/g, (_, next) => `; ${next.toLowerCase()}`)
    .replace(/[.·\s]+$/, '');
  return {
    number,
    file,
    title: title[2].trim(),
    date,
    status: short.charAt(0).toLowerCase() + short.slice(1),
  };
}

/** Every record in docs/decisions/, by number. */
export function readRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(`${dir}${file}`, 'utf8')));
}

/** Markdown's table cell: a `|` would end it. */
const cell = (text) => text.replace(/\|/g, '\\|');

/** The index table, before formatting. */
export function indexTable(records) {
  const rows = records.map(
    (r) => `| [${r.number}](${r.file}) | ${cell(r.title)} | ${cell(r.status)} | ${r.date} |`,
  );
  return ['| No. | Decision | Status | Date |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The README with its index made anew from the records, formatted as Prettier formats it. */
export async function withIndex(readme, records) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`docs/decisions/README.md needs ${START} … ${END}`);
  const made = `${readme.slice(0, start)}${START}\n\n${indexTable(records)}\n\n${readme.slice(end)}`;
  const options = (await resolveConfig(README)) ?? {};
  return format(made, { ...options, parser: 'markdown' });
}

/** The README as it is, and as it should be. */
export async function indexState() {
  const current = readFileSync(README, 'utf8');
  return { current, wanted: await withIndex(current, readRecords()) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { current, wanted } = await indexState();
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(
        'docs/decisions/README.md is not current: run node scripts/decisions-index.mjs',
      );
      process.exit(1);
    }
  } else if (current !== wanted) {
    writeFileSync(README, wanted);
    console.log('docs/decisions/README.md: index rewritten');
  }
}
