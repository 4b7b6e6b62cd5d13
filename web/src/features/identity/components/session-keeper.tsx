import { useSessionKeeper } from '../hooks/use-session-keeper.js'

/** Mounted once by the app's provider: see useSessionKeeper. Renders nothing. */
export function SessionKeeper() {
  useSessionKeeper()
  return null
}
