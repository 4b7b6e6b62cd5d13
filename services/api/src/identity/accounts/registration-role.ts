import { accountMessages, registrationUserTypes, type RegistrationUserType } from '@iqs/protocol'
import { appError } from '../../platform/errors.js'

/**
 * The role a visitor registers as, from the register page's route parameter
 * (any case: `client`, `ExecPartner`, `iqstem`...).
 *
 * `Guest` is refused with the spec's "User type is required" message: a
 * guest is someone not signed in, and a form that sends it never picked a
 * role. Admin, Auditor and anything else are refused outright: those
 * accounts are made by the operators, never by a form.
 */
export function parseRegistrationRole(role: string): RegistrationUserType {
  const wanted = role
    .trim()
    .toLowerCase()
    .replace(/[-_\s]/g, '')
  if (wanted === '' || wanted === 'guest')
    throw appError('USER_TYPE_REQUIRED', accountMessages.userTypeRequired)
  const found = registrationUserTypes.find((type) => type.toLowerCase() === wanted)
  if (!found) throw appError('USER_TYPE_NOT_ALLOWED', `You cannot register as ${role.trim()}`)
  return found
}
