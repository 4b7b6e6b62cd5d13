/** A file's extension, lower case, without the dot ('' when none). */
export function fileExtension(file: File): string {
  return /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
}

/**
 * A first check of a chosen file, before it is sent: its size and its name's extension. The server
 * checks the bytes again (a renamed file is refused there), so this only spares a useless upload.
 */
export function checkChosenFile(
  file: File,
  formats: readonly string[],
  maxBytes: number,
): 'tooLarge' | 'format' | undefined {
  if (file.size > maxBytes) return 'tooLarge'
  if (!formats.includes(fileExtension(file))) return 'format'
  return undefined
}
