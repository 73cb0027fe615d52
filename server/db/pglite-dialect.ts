/**
 * Kysely over PGlite. PGlite is one connection inside the process, so Kysely gets it one user at a
 * time: a transaction holds it from BEGIN to COMMIT, and a query from another request waits
 * instead of running inside someone else's transaction. Kysely has its own PGliteDialect from
 * 0.29, which declares Node.js 22 or newer; the README promises 20.19 (decision 030).
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.pglite.query<R>(compiled.sql, [
      ...compiled.parameters,
    ]);
    return {
      rows,
      ...(affectedRows !== undefined ? { numAffectedRows: BigInt(affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; PGlite has no cursor.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** Settles when the current user releases the connection; undefined when it is free. */
  private busy: Promise<void> | undefined;
  private release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.busy) await this.busy;
    this.busy = new Promise((resolve) => (this.release = resolve));
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.busy = undefined;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // Kysely's own signature: any schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
