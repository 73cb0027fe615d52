/**
 * The inflation a state's own indexing rule reads, for the 2026 figures a state had not published
 * when its module was written (the answer then says `provisional: true`). One place for the
 * measure, so each state's 2026 file names its rule and the amount it indexes, nothing more.
 * Where to read the figures: ./SOURCES.md, "Indexing".
 */

/** BLS CPI-U, U.S. city average, all items (series CUUR0000SA0), June 2024 and June 2025. */
const CPI_U_JUNE_2024 = 314.175;
const CPI_U_JUNE_2025 = 322.561;

/** The year-over-year change of the CPI-U to June 2025: what 2026 indexing reads (≈ 1.0267). */
export const CPI_U_FACTOR_2026 = CPI_U_JUNE_2025 / CPI_U_JUNE_2024;
