/*
 * The same W-2 twice counts once (issue 46; docs/documents.md; decision 164). A client sends the
 * PDF their payroll provider gave them and, later, a photo of the paper copy: both are read, and
 * summed they would double the wages and withholding. A W-2 is the same as one counted before it
 * (the case's readings oldest first) when its file is the same bytes, or when its tax year, box 1
 * and box 2 are the same to the cent and its employer is the same: the same EIN (box b) when both
 * W-2s show one, else the same name once case, spaces and punctuation are set aside. Staff's "Not
 * a duplicate" makes a W-2 count whatever it matches; one they left out of the estimate is no
 * W-2 to match. Pure: server/reader/readings.ts calls it with each case's opened readings.
 */

export interface DuplicateCandidate {
  readonly documentId: string;
  readonly taxYear: number;
  readonly employer: string;
  /** Boxes 1 and 2, in cents. */
  readonly wages: number;
  readonly withheld: number;
  /** Box b, "12-3456789", when read or typed. */
  readonly ein?: string | undefined;
  /** The SHA-256 of the file's bytes, when the reading kept it. */
  readonly digest?: string | undefined;
  /** Staff's "Not a duplicate". */
  readonly notDuplicate: boolean;
  /** Staff's "Leave out of the estimate". */
  readonly leftOut: boolean;
}

/** An employer's name as compared: letters and digits only, lower case. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether two W-2s are one: the same file, or the same employer, tax year, box 1 and box 2. */
export function sameW2(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  if (a.digest !== undefined && a.digest === b.digest) return true;
  if (a.taxYear !== b.taxYear || a.wages !== b.wages || a.withheld !== b.withheld) return false;
  if (a.ein !== undefined && b.ein !== undefined) return a.ein === b.ein;
  return nameKey(a.employer) === nameKey(b.employer);
}

/** The documents (of `w2s`, oldest first) that are the same as a W-2 counted before them. */
export function duplicatesOf(w2s: readonly DuplicateCandidate[]): Set<string> {
  const counted: DuplicateCandidate[] = [];
  const duplicates = new Set<string>();
  for (const w2 of w2s) {
    if (w2.leftOut) continue;
    if (!w2.notDuplicate && counted.some((earlier) => sameW2(w2, earlier))) {
      duplicates.add(w2.documentId);
    } else {
      counted.push(w2);
    }
  }
  return duplicates;
}
