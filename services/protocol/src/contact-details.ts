import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'
import { text } from './text.js'

/** The refusal texts of the contact fields (the web shows its own translations of these keys). */
export const contactMessages = {
  phoneInvalid: 'Enter a valid phone number with its country code (+33 6 12 34 56 78)',
  countryInvalid: 'Choose a country from the list',
} as const

/** The ISO 3166-1 alpha-2 codes a phone number or an address may name (libphonenumber-js's list). */
export const countryCodes: readonly CountryCode[] = getCountries()

/** A country: ISO 3166-1 alpha-2, upper case. */
export const countrySchema = text()
  .trim()
  .toUpperCase()
  .refine((code) => (countryCodes as readonly string[]).includes(code), {
    error: contactMessages.countryInvalid,
  })

/**
 * A phone number in international form, checked by libphonenumber-js and stored as E.164.
 *
 * @example phoneSchema.parse('+33 6 12 34 56 78') // '+33612345678'
 */
export const phoneSchema = text()
  .trim()
  .max(40, { error: contactMessages.phoneInvalid })
  .transform((value, context) => {
    const phone = parsePhoneNumberFromString(value)
    if (!phone?.isValid()) {
      context.addIssue({ code: 'custom', message: contactMessages.phoneInvalid })
      return z.NEVER
    }
    return phone.number
  })

/** A postal address; every part optional until the user gives it. */
export const addressSchema = z.strictObject({
  address_line: text().trim().min(1).max(200),
  postal_code: text().trim().min(1).max(20),
  city: text().trim().min(1).max(100),
  country: countrySchema,
})
export type Address = z.infer<typeof addressSchema>

/** A user's phone and address as the api answers them (null: not given yet). */
export const contactDetailsSchema = z.object({
  phone: z.string().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export type ContactDetails = z.infer<typeof contactDetailsSchema>
