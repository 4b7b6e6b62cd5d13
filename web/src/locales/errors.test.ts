import { ERROR_CODES } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_CODES } from '../lib/api-client.js'
import en from './en/errors.json'
import fr from './fr/errors.json'

/**
 * Every code the api can send (the protocol's ERROR_CODES) and every code of the client's own has a
 * text in English and in French (lib/error-text.ts shows it); a reader never gets the api's English
 * message, nor a code, instead of a sentence in their language.
 */
const CODES = [...ERROR_CODES, ...CLIENT_ERROR_CODES, 'UNEXPECTED'] as const
const LOCALES: Record<string, Record<string, string>> = { en, fr }
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort((a, b) => a.localeCompare(b))

describe('the texts of the error codes', () => {
  for (const [language, texts] of Object.entries(LOCALES)) {
    it(`has a ${language} text for every code`, () => {
      const missing = CODES.filter((code) => typeof texts[code] !== 'string' || texts[code].trim() === '')
      expect(missing).toEqual([])
    })

    it(`has no ${language} text for a code that no longer exists`, () => {
      expect(Object.keys(texts).filter((key) => !(CODES as readonly string[]).includes(key))).toEqual([])
    })
  }

  it('names the same parameters in both languages', () => {
    for (const code of CODES)
      expect(placeholders(fr[code as keyof typeof fr]), code).toEqual(
        placeholders(en[code as keyof typeof en]),
      )
  })

  it('is French in French: no text left in English', () => {
    expect(CODES.filter((code) => fr[code as keyof typeof fr] === en[code as keyof typeof en])).toEqual([])
  })
})
