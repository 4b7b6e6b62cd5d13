import type { HoldersRegister } from '@iqs/protocol'

/**
 * The register with each holder's phone and e-mail masked, for auditors: the spec gives the
 * register to the token admin; an auditor checks balances and positions, and needs to tell holders
 * apart, not to reach them. What is left is enough to match a holder with a person who asks.
 *
 * @example maskEmail('jane.doe@example.com') // 'j•••@example.com'
 */
export function maskContacts(register: HoldersRegister): HoldersRegister {
  return {
    ...register,
    holders: register.holders.map((holder) => ({
      ...holder,
      phone: holder.phone === null ? null : maskPhone(holder.phone),
      email: maskEmail(holder.email),
    })),
  }
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}

/** Every digit but the last two hidden: '+33 6 12 34 56 78' -> '+•• • •• •• •• 78'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length
  let seen = 0
  return phone.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : '•'))
}
