import { sql } from 'kysely'
import type { Snapshot, StoredSnapshot } from '../event-store.js'
import type { AnyKysely } from './any-kysely.js'

/**
 * Saves a stream's state as of `snapshot.version`; an older snapshot is
 * replaced, a newer one is kept (a slow saver must not roll state back).
 */
export async function saveSnapshot(db: AnyKysely, streamId: string, snapshot: Snapshot): Promise<void> {
  await sql`
    insert into event_snapshots (stream_id, version, type, schema_version, data)
    values (${streamId}, ${snapshot.version}, ${snapshot.type}, ${snapshot.schemaVersion},
            ${JSON.stringify(snapshot.data)}::jsonb)
    on conflict (stream_id) do update set
      version = excluded.version, type = excluded.type, schema_version = excluded.schema_version,
      data = excluded.data, saved_at = now()
    where event_snapshots.version <= excluded.version`.execute(db)
}

/** The latest snapshot of a stream, if any. */
export async function loadSnapshot(db: AnyKysely, streamId: string): Promise<StoredSnapshot | undefined> {
  const { rows } = await sql<{
    version: number
    type: string
    schema_version: number
    data: unknown
    saved_at: Date
  }>`select version, type, schema_version, data, saved_at from event_snapshots where stream_id = ${streamId}`.execute(
    db,
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    streamId,
    version: row.version,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    savedAt: row.saved_at,
  }
}
