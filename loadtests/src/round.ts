/**
 * A measurement (milliseconds, seconds, load average) rounded to `places` decimals for the report.
 * Measurements only: prices and amounts go through the protocol's money module.
 *
 * @example roundTo(12.3456, 2) // 12.35
 */
export const roundTo = (measurement: number, places: number): number => Number(measurement.toFixed(places))
