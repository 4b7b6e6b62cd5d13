import type { KycFileKind } from '@iqs/protocol'

/** Bytes sent so far out of the total, as the browser reports them. */
export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * Each document's share (0 to 1) of the bytes sent so far. The form sends its text fields first,
 * then the documents in the order given, so the bytes past the fields fill each file in turn.
 *
 * @example fileProgress([['id', idFile]], { loaded: 600, total: 1100 }) // { id: 0.5 } for a 1,000-byte file
 */
export function fileProgress(
  files: readonly (readonly [KycFileKind, Pick<File, 'size'>])[],
  progress: UploadProgress | null,
): Partial<Record<KycFileKind, number>> {
  const shares: Partial<Record<KycFileKind, number>> = {}
  if (!progress) return shares
  const textBytes = Math.max(0, progress.total - files.reduce((sum, [, f]) => sum + f.size, 0))
  let offset = textBytes
  for (const [kind, file] of files) {
    shares[kind] = file.size === 0 ? 1 : Math.min(1, Math.max(0, (progress.loaded - offset) / file.size))
    offset += file.size
  }
  return shares
}
