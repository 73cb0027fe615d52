import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What a column's TypeScript type says, in the terms the database can be checked against. */
export interface DeclaredColumn {
  /** The kinds a selected value can be: `string`, `number`, `bigint`, `boolean`, `Date`, … */
  readonly select: ReadonlySet<string>;
  /** Whether a selected value can be null. */
  readonly nullable: boolean;
  /** Whether an insert may leave it out (Kysely: its insert type takes undefined or null, or is never). */
  readonly insertOptional: boolean;
}

export type DeclaredSchema = Map<string, Map<string, DeclaredColumn>>;

const SCHEMA_FILE = fileURLToPath(new URL('../../../server/db/schema.ts', import.meta.url));

function kinds(checker: ts.TypeChecker, type: ts.Type): Set<string> {
  const out = new Set<string>();
  if (type.flags & ts.TypeFlags.Never) return out;
  for (const part of type.isUnion() ? type.types : [type]) {
    const f = part.flags;
    if (f & ts.TypeFlags.Null) out.add('null');
    else if (f & ts.TypeFlags.Undefined) out.add('undefined');
    else if (f & ts.TypeFlags.StringLike) out.add('string');
    else if (f & ts.TypeFlags.NumberLike) out.add('number');
    else if (f & ts.TypeFlags.BigIntLike) out.add('bigint');
    else if (f & ts.TypeFlags.BooleanLike) out.add('boolean');
    else if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) out.add('unknown');
    else out.add(part.getSymbol()?.getName() ?? checker.typeToString(part));
  }
  return out;
}

/**
 * Reads server/db/schema.ts with the TypeScript compiler: each table of `Schema`, each column's
 * select and insert types (through Kysely's `ColumnType` and `Generated`, as Kysely reads them).
 */
export function readDeclaredSchema(): DeclaredSchema {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: ['node'],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const schema = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Schema',
  );
  if (!schema) throw new Error('server/db/schema.ts has no `interface Schema`');
  const declared: DeclaredSchema = new Map();
  for (const table of checker.getTypeAtLocation(schema.name).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<Select, Insert, Update> (and Generated) carry the three as properties.
      const part = (name: string) => {
        const symbol = type.getProperty(name);
        return symbol ? checker.getTypeOfSymbol(symbol) : type;
      };
      const select = kinds(checker, part('__select__'));
      const insert = kinds(checker, part('__insert__'));
      columns.set(column.getName(), {
        select: new Set([...select].filter((k) => k !== 'null')),
        nullable: select.has('null'),
        insertOptional: insert.size === 0 || insert.has('undefined') || insert.has('null'),
      });
    }
    declared.set(table.getName(), columns);
  }
  return declared;
}

/** A column as information_schema.columns describes it. */
export interface LiveColumn {
  readonly table_name: string;
  readonly column_name: string;
  readonly data_type: string;
  readonly is_nullable: 'YES' | 'NO';
  readonly column_default: string | null;
  readonly is_identity: 'YES' | 'NO';
  /** ALWAYS for a generated column, which the database fills (and an insert must leave out). */
  readonly is_generated: 'ALWAYS' | 'NEVER';
}

/** The TypeScript kinds a value of each PostgreSQL type may be read as, on either driver. */
const READ_AS: Record<string, readonly string[]> = {
  text: ['string'],
  'character varying': ['string'],
  uuid: ['string'],
  inet: ['string'],
  integer: ['number'],
  smallint: ['number'],
  // node-postgres reads a bigint as text, PGlite as a number (schema.ts's BigintColumn).
  bigint: ['string', 'number', 'bigint'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  bytea: ['Buffer', 'Uint8Array'],
  jsonb: ['unknown', 'string', 'number', 'boolean', 'Record', 'Array', 'object'],
};

/**
 * Every difference between schema.ts and the live schema, one line each: tables and columns on one
 * side only, nullability, a TypeScript type the column's values cannot be, and a column an insert
 * may leave out while the database has no default for it.
 */
export function schemaDifferences(
  declared: DeclaredSchema,
  live: readonly LiveColumn[],
  ignoreTables: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  const liveTables = new Map<string, Map<string, LiveColumn>>();
  for (const column of live) {
    if (ignoreTables.has(column.table_name)) continue;
    const table = liveTables.get(column.table_name) ?? new Map<string, LiveColumn>();
    table.set(column.column_name, column);
    liveTables.set(column.table_name, table);
  }
  for (const name of liveTables.keys()) {
    if (!declared.has(name)) out.push(`table ${name}: in the database, not in schema.ts`);
  }
  for (const [name, columns] of declared) {
    const liveColumns = liveTables.get(name);
    if (!liveColumns) {
      out.push(`table ${name}: in schema.ts, not in the database`);
      continue;
    }
    for (const column of liveColumns.keys()) {
      if (!columns.has(column)) out.push(`${name}.${column}: in the database, not in schema.ts`);
    }
    for (const [column, type] of columns) {
      const actual = liveColumns.get(column);
      const where = `${name}.${column}`;
      if (!actual) {
        out.push(`${where}: in schema.ts, not in the database`);
        continue;
      }
      const nullable = actual.is_nullable === 'YES';
      if (type.nullable !== nullable) {
        out.push(
          `${where}: ${nullable ? 'nullable' : 'not null'} in the database, not in schema.ts`,
        );
      }
      const allowed = READ_AS[actual.data_type];
      if (!allowed) {
        out.push(`${where}: no TypeScript kinds known for ${actual.data_type} (add it to READ_AS)`);
      } else if (type.select.size === 0 || [...type.select].some((k) => !allowed.includes(k))) {
        out.push(
          `${where}: ${actual.data_type} is read as ${allowed.join(' | ')}, schema.ts says ${[...type.select].join(' | ')}`,
        );
      }
      const filled =
        nullable ||
        actual.column_default !== null ||
        actual.is_identity === 'YES' ||
        actual.is_generated === 'ALWAYS';
      if (type.insertOptional && !filled) {
        out.push(`${where}: an insert may leave it out, but the database has no default for it`);
      }
    }
  }
  return out;
}
