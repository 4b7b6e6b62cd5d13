/** Where the browser fetches a public file: the api's storage path (spec §2, ads). */
export function storagePath(key: string): string {
  return `/api/storage/${key}`
}

/** A storage key: lower-case path segments, no `..`, as the table's check constraint requires. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/
