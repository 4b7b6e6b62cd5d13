import type { RecordedEvent } from '@iqs/eventstore'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/database.js'
import type { Projection } from './projection.js'
import { RowBatch, writeRows } from './row-batch.js'

type Table = keyof Database & string
type AnyRow = Record<string, unknown>

/**
 * Where a folding projection's row changes go until they are written.
 *
 * The live runner makes one per batch over its transaction and writes it at the end of the batch. An
 * offline replay into empty tables keeps one for the whole log (`complete`): every row is then in
 * memory, nothing is read back, later events overwrite earlier state in the Maps, and rows are
 * written in bulk only now and then (a row changed again after a write is written again). The
 * projection's code is the same either way.
 */
export class RowSink {
  private readonly tables = new Map<Table, SinkTable<AnyRow>>()
  private readonly appended = new Map<Table, AnyRow[]>()
  private readonly memos = new Map<string, unknown>()
  private afterWrites: ((db: Kysely<Database>) => Promise<void>)[] = []
  private flushes = 0

  /**
   * @param db where rows are read from (unless `complete`) and written to.
   * @param options.complete the tables start empty and this sink sees every event: no row is read.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { complete?: boolean } = {},
  ) {}

  /** True when the sink holds every row of its tables, so nothing needs reading or patching in SQL. */
  get complete(): boolean {
    return this.options.complete ?? false
  }

  /** The rows of a table with a one-column key (one object per table, kept as long as the sink). */
  table<Row extends AnyRow>(table: Table, key: keyof Row & string): SinkTable<Row> {
    let rows = this.tables.get(table)
    if (!rows) {
      rows = new SinkTable<AnyRow>(table, key, this.db, this.complete)
      this.tables.set(table, rows)
    }
    return rows as unknown as SinkTable<Row>
  }

  /** New rows of an insert-only table. */
  append(table: Table, rows: readonly AnyRow[]): void {
    const pending = this.appended.get(table)
    if (pending) for (const row of rows) pending.push(row)
    else this.appended.set(table, [...rows])
  }

  /**
   * How many writes have started: rows appended since the last one started are still in memory only
   * (a projection may change them in place until the next write).
   */
  get writes(): number {
    return this.flushes
  }

  /** A value the projection keeps as long as the sink (one batch live, the whole log in a replay). */
  memo<T>(name: string, create: () => T): T {
    if (!this.memos.has(name)) this.memos.set(name, create())
    return this.memos.get(name) as T
  }

  /** SQL to run after the next write of the rows (e.g. changing rows written by earlier batches). */
  afterWrite(run: (db: Kysely<Database>) => Promise<void>): void {
    this.afterWrites.push(run)
  }

  /**
   * Writes every changed row, deletion and appended row, then the `afterWrite` SQL, in that order.
   * Tables are written one after another: `db` may be a transaction. Folding may go on meanwhile
   * (what it changes goes to the next write), but two writes must not overlap.
   */
  async flush(db: Kysely<Database> = this.db): Promise<void> {
    this.flushes++
    const appended = [...this.appended]
    this.appended.clear()
    const runs = this.afterWrites
    this.afterWrites = []
    for (const rows of this.tables.values()) await rows.flush(db)
    for (const [table, rows] of appended) await writeRows(db, table, rows)
    for (const run of runs) await run(db)
  }
}

/** A table's rows in a sink: a RowBatch that skips reads when the sink is complete, and can delete. */
export class SinkTable<Row extends AnyRow> {
  private readonly batch: RowBatch<Row>
  private readonly deleted = new Set<string>()
  private written = false

  constructor(
    private readonly name: Table,
    private readonly key: keyof Row & string,
    private readonly db: Kysely<Database>,
    private readonly complete: boolean,
  ) {
    this.batch = new RowBatch<Row>(name, key)
  }

  /** Reads the rows of these keys that the sink does not hold yet (none when it holds them all). */
  async load(keys: Iterable<string>): Promise<void> {
    if (!this.complete) await this.batch.load(this.db, keys)
  }

  get(key: string): Row | undefined {
    return this.batch.get(key)
  }

  /** Replaces (or creates) the row and marks it for writing. */
  set(row: Row): void {
    this.deleted.delete(String(row[this.key]))
    this.batch.set(row)
  }

  /** Forgets the row; it is deleted from the table on the next write unless set again before. */
  delete(key: string): void {
    this.batch.delete(key)
    // A complete sink that never wrote has nothing to delete in SQL.
    if (!this.complete || this.written) this.deleted.add(key)
  }

  async flush(db: Kysely<Database>): Promise<void> {
    this.written = true
    await this.batch.flush(db)
    if (this.deleted.size === 0) return
    const keys = [...this.deleted]
    this.deleted.clear()
    await sql`delete from ${sql.table(this.name)} where ${sql.ref(this.key)} = any(${keys})`.execute(db)
  }
}

/** A projection written as a fold into a RowSink: the live runner writes each batch's sink in its transaction. */
export interface FoldingProjection extends Projection {
  /** Applies the events (all streams; skip what is not yours) in order to the sink's rows. */
  fold(sink: RowSink, events: readonly RecordedEvent[]): Promise<void>
}

/**
 * Makes a projection from its fold: `apply` folds one batch into a fresh sink over the transaction and
 * writes it, so the live runner behaves as with hand-written SQL; a replay calls `fold` itself.
 */
export function foldingProjection(projection: Omit<FoldingProjection, 'apply'>): FoldingProjection {
  return {
    ...projection,
    async apply(trx, events) {
      const sink = new RowSink(trx)
      await projection.fold(sink, events)
      await sink.flush()
    },
  }
}

export const isFolding = (projection: Projection): projection is FoldingProjection =>
  typeof (projection as Partial<FoldingProjection>).fold === 'function'
