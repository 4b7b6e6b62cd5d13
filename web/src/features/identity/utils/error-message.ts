import { ApiError } from '../../../lib/api-client.js'

/** The message of a failed call, for the spec's 'Sign-in failed: {message}'-style texts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return String(error)
}

/** Whether a call failed before any answer (network down, timeout). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}
