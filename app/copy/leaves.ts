/** A stand-in for a sentence builder's arguments, to split its sentence around them. */
export const ARGUMENT = '\u0001';

/**
 * Every leaf of a catalogue as [path, text], for tests; a sentence builder is called with
 * ARGUMENT for each parameter, so its text holds ARGUMENT where the values go.
 */
export function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const builder = node as (...args: string[]) => string;
    return [[`${path}()`, builder(...Array<string>(builder.length).fill(ARGUMENT))]];
  }
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}

/**
 * The runs of words of a catalogue that are at least `minWords` long: each plain sentence, and
 * each piece of a built sentence between its arguments. What a page in another language must not
 * show (or ship) if it is to be wholly in its own language.
 */
export function sentences(catalogue: unknown, minWords = 3): string[] {
  const found = new Set<string>();
  for (const [, text] of leaves(catalogue)) {
    for (const piece of text.split(ARGUMENT)) {
      const words = piece.trim().replace(/\s+/g, ' ');
      if (words.split(' ').filter((w) => /\p{L}/u.test(w)).length >= minWords) found.add(words);
    }
  }
  return [...found];
}
