import { MIN_PASSWORD_LENGTH } from '@iqs/protocol'

/** Spec §5: an e-mail must contain '@'; the api checks the same (services/protocol accounts.ts). */
export function isEmail(value: string): boolean {
  return value.trim().includes('@')
}

/** Spec §5 and §9: at least 8 characters. */
export function isLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH
}
