// Types for scripts/decisions-index.mjs, read by its test.
export interface DecisionRecord {
  readonly number: string;
  readonly file: string;
  readonly title: string;
  readonly date: string;
  readonly status: string;
}
export declare const DECISIONS_DIR: string;
export declare function readRecord(file: string, text: string): DecisionRecord;
export declare function readRecords(dir?: string): DecisionRecord[];
export declare function indexTable(records: readonly DecisionRecord[]): string;
export declare function withIndex(
  readme: string,
  records: readonly DecisionRecord[],
): Promise<string>;
export declare function indexState(): Promise<{ current: string; wanted: string }>;
