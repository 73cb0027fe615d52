/**
 * "Name to show" as the case page suggests it (the client may change it): the first word of the
 * name the case knows and the initial of its last word, "Maria Garcia" → "Maria G."; one word
 * alone as it is; nothing known, nothing suggested.
 */
export function shownNameOf(fullName: string | null | undefined, max: number): string {
  const words = (fullName ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // One character as a person reads it (a letter with its accent, a surrogate pair).
  const initial = last === undefined ? '' : (Array.from(last.normalize('NFC'))[0] ?? '');
  const shown = initial === '' ? first : `${first} ${initial.toLocaleUpperCase()}.`;
  return Array.from(shown).length > max ? '' : shown;
}
