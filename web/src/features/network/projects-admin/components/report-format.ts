import { formatEur } from '@iqs/protocol'

/** An amount of the report in the reader's language, exact; a dash when it is not known. */
export const money = (value: string | null, language: string) =>
  value === null ? '-' : formatEur(value, language)
