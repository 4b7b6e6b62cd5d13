/**
 * How long each credential lives. The access token is short so that a
 * stolen one is soon useless and the refresh rotation (with its theft
 * detection) runs often; "remember me" decides whether the sign-in outlives
 * the browser.
 */
export const SESSION_LIFETIMES = {
  accessTokenMs: 15 * 60_000,
  /** Password checked, second factor awaited: time to open the app and type six digits. */
  pendingTotpMs: 5 * 60_000,
  /** Remember me: persistent cookies, sign in again after 30 days. */
  rememberedMs: 30 * 24 * 60 * 60_000,
  /** Not remembered: browser-session cookies, and the server gives up after a day anyway. */
  browserSessionMs: 24 * 60 * 60_000,
} as const
