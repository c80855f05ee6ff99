/**
 * A child span per database statement while tracing is on (issue 37): the dialect's driver hands
 * out connections whose `executeQuery` runs inside a span named for the statement's operation,
 * holding the engine and the statement text with its placeholders (bound values never appear).
 * Off when the database is opened, the dialect is used as it is: no wrapper at all.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { SpanKind, trace } from '@opentelemetry/api';
import { inSpan, tracingOn } from '@/lib/observability/tracing';

export type DbSystem = 'postgresql' | 'sqlite';

function operationOf(sql: string): string {
  return /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly system: DbSystem,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Only as a child: a statement outside any request or job (the runner's polling, migrations at start-up) makes no trace of its own.
    if (!trace.getActiveSpan()) return this.inner.executeQuery<R>(query);
    const operation = operationOf(query.sql);
    return inSpan(
      `${operation} ${this.system}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': this.system, 'db.operation.name': operation, 'db.query.text': query.sql } },
      () => this.inner.executeQuery<R>(query),
    );
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection instanceof TracedConnection ? connection.inner : connection);

class TracedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly system: DbSystem,
  ) {}

  init = () => this.inner.init();
  acquireConnection = async () => new TracedConnection(await this.inner.acquireConnection(), this.system);
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) => this.inner.beginTransaction(innerOf(connection), settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(innerOf(connection));
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(innerOf(connection));
  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(innerOf(connection));
  destroy = () => this.inner.destroy();
  savepoint: Driver['savepoint'] = (connection, name, compile) => this.inner.savepoint!(innerOf(connection), name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) => this.inner.rollbackToSavepoint!(innerOf(connection), name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) => this.inner.releaseSavepoint!(innerOf(connection), name, compile);
}

/** The dialect, with a span per statement when tracing is on. */
export function traced(dialect: Dialect, system: DbSystem): Dialect {
  if (!tracingOn()) return dialect;
  return {
    createDriver: () => new TracedDriver(dialect.createDriver(), system),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
