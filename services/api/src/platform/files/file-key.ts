/**
 * Refuses a key that is not a relative path of safe segments: never `..`, never absolute, never
 * empty. Every adapter checks it, so a key built from user input cannot reach outside the store
 * (a folder's parent, another user's prefix through `..`, the whole bucket with '').
 *
 * @example assertFileKey('users/42/cv/7f0c…') // ok; assertFileKey('../etc/passwd') throws
 */
export function assertFileKey(key: string): void {
  const segments = key.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[\w.-]+$/.test(s))) {
    throw new Error(`invalid file key: ${key}`)
  }
}

/**
 * A prefix to delete, as a folder: `users/42` and `users/42/` both mean `users/42/`, so that
 * erasing user 4 can never take user 42's files with it.
 */
export function folderPrefix(prefix: string): string {
  const folder = prefix.replace(/\/$/, '')
  assertFileKey(folder)
  return `${folder}/`
}
