import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * Text with a NUL reached the database (decision 102): PostgreSQL refuses U+0000 in text ("invalid
 * byte sequence"), and the request answered 503 with an error line and its stack. Every form and
 * API checks its fields first (server/http/text-length.ts: the field's own 400 and sentence); this is
 * the net under them: a query with such a value is refused before it is sent, as the client's
 * mistake (a 400 the error handler answers without a log line, server/app.ts), never a failure of
 * the server's.
 */
/** Whether an error is a TextWithNulError. */
export function isTextWithNulError(error: unknown): boolean {
  return error instanceof TextWithNulError;
}

export class TextWithNulError extends Error {
  override readonly name = 'TextWithNulError';
  /** Read by the error handlers as the client's mistake. */
  readonly status = 400;
  constructor() {
    super('a text value holds a NUL character, which the database cannot store');
  }
}

function check(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new TextWithNulError();
  } else if (Array.isArray(value)) {
    for (const item of value) check(item);
  }
}

class NulGuard extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    check(node.value);
    return node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    check(node.values);
    return node;
  }
}

/** The Kysely plugin every database handle carries (server/db/index.ts). */
export class RefuseTextWithNul implements KyselyPlugin {
  private readonly guard = new NulGuard();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.guard.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
