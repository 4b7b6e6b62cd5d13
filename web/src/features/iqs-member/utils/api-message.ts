import { ApiError } from '../../../lib/api-client.js'

/** The api's own message (the spec's texts come from it), or the spec's fallback for that action. */
export function apiMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message
  return fallback
}
