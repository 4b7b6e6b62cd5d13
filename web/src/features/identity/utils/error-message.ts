import { ApiError } from '../../../lib/api-client.js'

/** Whether a call failed before any answer (network down, timeout). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}
