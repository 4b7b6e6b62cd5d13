import { approximateNumber, type HoldersRegister } from '@iqs/protocol'
import { COUNT_FORMAT, EUR_FORMAT, sumCell, titledSheet } from '../../platform/files/titled-sheet.js'

/**
 * The holders register as an Excel workbook: one sheet with a title line, headers, one row per
 * holder (numbers as numbers, with formats), and a totals row whose cells are SUM formulas with
 * their computed values cached, so the file reads right with or without recalculation.
 */
export async function holdersWorkbook(register: HoldersRegister, generatedAt: Date): Promise<Buffer> {
  const { workbook, sheet } = titledSheet({
    sheetName: 'Holders',
    title: `IQS holders register at log position ${register.position} (IQS ${register.iqsPrice} €, OST ${register.ostPrice} €)`,
    generatedAt,
    creator: 'IQS Exchange',
    columns: [
      { key: 'owner', header: 'Owner', width: 28 },
      { key: 'phone', header: 'Phone', width: 18 },
      { key: 'email', header: 'E-mail', width: 32 },
      { key: 'iqs', header: 'IQS shares', width: 14, numFmt: COUNT_FORMAT },
      { key: 'ost', header: 'OST shares', width: 14, numFmt: COUNT_FORMAT },
      { key: 'invested', header: 'Invested €', width: 16, numFmt: EUR_FORMAT },
      { key: 'value', header: 'Market value €', width: 18, numFmt: EUR_FORMAT },
    ],
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
  const total = (column: string, result: string) => sumCell(column, first, lastRow, approximateNumber(result))
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
