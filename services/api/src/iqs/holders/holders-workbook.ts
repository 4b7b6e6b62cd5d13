import { approximateNumber, type HoldersRegister } from '@iqs/protocol'
import ExcelJS from 'exceljs'

/**
 * The holders register as an Excel workbook: one sheet with a title line, headers, one row per
 * holder (numbers as numbers, with formats), and a totals row whose cells are SUM formulas with
 * their computed values cached, so the file reads right with or without recalculation.
 */
export async function holdersWorkbook(register: HoldersRegister, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'IQS Exchange'
  workbook.created = generatedAt
  const sheet = workbook.addWorksheet('Holders', { views: [{ state: 'frozen', ySplit: 2 }] })
  sheet.columns = [
    { key: 'owner', width: 28 },
    { key: 'phone', width: 18 },
    { key: 'email', width: 32 },
    { key: 'iqs', width: 14, style: { numFmt: '#,##0' } },
    { key: 'ost', width: 14, style: { numFmt: '#,##0' } },
    { key: 'invested', width: 16, style: { numFmt: '#,##0.00 "€"' } },
    { key: 'value', width: 18, style: { numFmt: '#,##0.00 "€"' } },
  ]
  sheet.addRow([
    `IQS holders register at log position ${register.position} (IQS ${register.iqsPrice} €, OST ${register.ostPrice} €)`,
  ])
  const header = sheet.addRow([
    'Owner',
    'Phone',
    'E-mail',
    'IQS shares',
    'OST shares',
    'Invested €',
    'Market value €',
  ])
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } }
    cell.border = { bottom: { style: 'thin' } }
  })
  for (const h of register.holders)
    sheet.addRow({
      owner: h.owner,
      phone: h.phone ?? '',
      email: h.email,
      // A spreadsheet's cells are binary floats: the exact text is in the JSON register.
      iqs: approximateNumber(h.iqsShares),
      ost: approximateNumber(h.ostShares),
      invested: approximateNumber(h.investedEur),
      value: approximateNumber(h.marketValueEur),
    })
  const first = 3
  const lastRow = first + register.holders.length - 1
  const total = (column: string, result: string) =>
    register.holders.length
      ? { formula: `SUM(${column}${first}:${column}${lastRow})`, result: approximateNumber(result) }
      : 0
  const totals = sheet.addRow({
    owner: 'Total',
    iqs: total('D', register.totals.iqsShares),
    ost: total('E', register.totals.ostShares),
    invested: total('F', register.totals.investedEur),
    value: total('G', register.totals.marketValueEur),
  })
  totals.font = { bold: true }
  totals.eachCell((cell) => (cell.border = { top: { style: 'thin' } }))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
