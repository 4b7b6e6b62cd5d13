import ExcelJS from 'exceljs'

/** Cell formats of the platform's workbooks. */
export const EUR_FORMAT = '#,##0.00 "€"'
export const COUNT_FORMAT = '#,##0'

/** A column of a titled sheet: its row key, header, width and the format of its cells. */
export interface SheetColumn {
  key: string
  header: string
  width: number
  numFmt?: string
}

export interface TitledSheetOptions {
  sheetName: string
  /** The first line, above the headers (what the file is, for which period or log position). */
  title: string
  columns: readonly SheetColumn[]
  generatedAt: Date
  creator?: string
}

/**
 * A workbook of the platform's downloads (holders register, reports, statements): one sheet with a
 * title line, a bold header row on a light fill, both frozen above the rows the caller adds (by
 * column key). Another sheet can be added to the workbook.
 */
export function titledSheet(options: TitledSheetOptions): {
  workbook: ExcelJS.Workbook
  sheet: ExcelJS.Worksheet
} {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = options.creator ?? 'IQS'
  workbook.created = options.generatedAt
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 2 }] })
  sheet.columns = options.columns.map(({ key, width, numFmt }) => ({
    key,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }))
  sheet.addRow([options.title])
  const header = sheet.addRow(options.columns.map((column) => column.header))
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } }
    cell.border = { bottom: { style: 'thin' } }
  })
  return { workbook, sheet }
}

/**
 * A totals cell: the SUM formula of a column's rows `first..last`, with its value cached so the
 * file reads right before any recalculation; the plain value when there is no row to sum.
 *
 * @example totals.getCell('D').value = sumCell('D', 3, 9, 1250)
 */
export function sumCell(
  column: string,
  first: number,
  last: number,
  result: number,
): ExcelJS.CellFormulaValue | number {
  return last >= first ? { formula: `SUM(${column}${first}:${column}${last})`, result } : result
}
