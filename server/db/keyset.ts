/**
 * One page of rows fetched newest first by id, with one row more than the page (keyset paging,
 * never an offset): the page, and the id the next older page starts below (null on the last).
 */
export function newestPage<Row extends { readonly id: number }>(
  rows: readonly Row[],
  pageSize: number,
): { page: Row[]; older: number | null } {
  const page = rows.slice(0, pageSize);
  const older = rows.length > pageSize ? (page[page.length - 1]?.id ?? null) : null;
  return { page, older };
}
