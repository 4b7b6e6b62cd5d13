import { useState } from 'react'
import { CommissionTable, type LedgerCommission } from './commission-table.js'
import { PaymentForm } from './payment-form.js'

/**
 * The commissions and, below them, the payment form of the one being paid (one at a time: a new
 * opening is a new payment, with its own key). The form closes once the api recorded the payment.
 */
export function CommissionLedger({ items }: { items: readonly LedgerCommission[] }) {
  const [paying, setPaying] = useState<LedgerCommission | null>(null)
  return (
    <>
      <CommissionTable items={items} onPay={setPaying} />
      {paying && (
        <PaymentForm
          key={paying.id}
          commission={paying}
          memberName={paying.member?.name}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  )
}
