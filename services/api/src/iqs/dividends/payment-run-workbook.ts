import { approximateNumber, isPayable, sumQuantities, type AdminDividendDetail } from '@iqs/protocol'
import { COUNT_FORMAT, EUR_FORMAT, sumCell, titledSheet } from '../../platform/files/titled-sheet.js'

/**
 * A dividend's payment run as an Excel workbook: one row per holder owed at least a cent (holder,
 * e-mail, shares, amount, paid on, reference), and a totals row of SUM formulas that equals the
 * dividend's total to the cent. Holders whose shares come to less than a cent are left out: nothing
 * is paid to them.
 */
export async function paymentRunWorkbook(dividend: AdminDividendDetail, generatedAt: Date): Promise<Buffer> {
  const { workbook, sheet } = titledSheet({
    sheetName: 'Payment run',
    title:
      `${dividend.title}: ${dividend.amountPerShare} € per share, record date ${dividend.recordDate} ` +
      `(log position ${dividend.recordPosition ?? '-'}), payment date ${dividend.paymentDate}`,
    generatedAt,
    creator: 'IQS Exchange',
    columns: [
      { key: 'holder', header: 'Holder', width: 28 },
      { key: 'email', header: 'E-mail', width: 32 },
      { key: 'iqs', header: 'IQS shares', width: 14, numFmt: COUNT_FORMAT },
      { key: 'ost', header: 'OST shares', width: 14, numFmt: COUNT_FORMAT },
      { key: 'amount', header: 'Amount €', width: 16, numFmt: EUR_FORMAT },
      { key: 'paidAt', header: 'Paid on', width: 22 },
      { key: 'reference', header: 'Payment reference', width: 24 },
    ],
  })
  const owed = dividend.entitlements.filter((line) => isPayable(line.amountEur))
  for (const line of owed)
    sheet.addRow({
      holder: line.holder,
      email: line.email,
      iqs: approximateNumber(line.iqsShares),
      ost: approximateNumber(line.ostShares),
      // A spreadsheet's cells are binary floats: the exact amounts are in the JSON detail.
      amount: approximateNumber(line.amountEur),
      paidAt: line.paidAt ?? '',
      reference: line.paymentReference ?? '',
    })
  const first = 3
  const last = first + owed.length - 1
  const totals = sheet.addRow({
    holder: 'Total',
    iqs: sumCell('C', first, last, approximateNumber(sumQuantities(owed.map((l) => l.iqsShares)))),
    ost: sumCell('D', first, last, approximateNumber(sumQuantities(owed.map((l) => l.ostShares)))),
    amount: sumCell('E', first, last, approximateNumber(dividend.totalEur ?? '0')),
  })
  totals.font = { bold: true }
  totals.eachCell((cell) => (cell.border = { top: { style: 'thin' } }))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
