/** The two markets: IQS tokens and OST (class A shares). */
export type Instrument = 'IQS' | 'OST'
export const INSTRUMENTS: readonly Instrument[] = ['IQS', 'OST']
