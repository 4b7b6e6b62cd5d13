/**
 * `npm run -w contracts gas`: the gas each platform operation uses on the in-process chain (Prague),
 * as a Markdown table for the README. Keys, ids and the clock are fixed: two runs print the same.
 */
import { formatGasTable, measureGas } from './gas-measurements.js'

console.log(formatGasTable(await measureGas()))
