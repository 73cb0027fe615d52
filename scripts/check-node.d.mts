// Types for scripts/check-node.mjs, read by its test.
export interface RequiredNode {
  readonly range: string;
  readonly version: readonly [number, number, number];
}
export declare function requiredNode(): RequiredNode;
export declare function nodeProblem(version: string, required?: RequiredNode): string | undefined;
