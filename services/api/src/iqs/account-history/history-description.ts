/**
 * The "description" column of a history row (spec §3), from its kind.
 *
 * @example describeMovement('BUY', 'IQS', 10, 'IQS-4', 'PENDING') // 'Bought 10 IQS (trade IQS-4)'
 */
export function describeMovement(
  kind: string,
  instrument: string,
  quantity: number,
  reference: string,
  status: string,
): string {
  const amount = `${quantity} ${instrument}`
  switch (kind) {
    case 'BUY':
      return `Bought ${amount} (trade ${reference})`
    case 'SELL':
      return `Sold ${amount} (trade ${reference})`
    case 'CREDIT':
      return reference.startsWith('conversion-')
        ? `${amount} received from a conversion of IQS`
        : `${amount} credited (${reference})`
    case 'LOCK':
      return `${amount} locked for ${status === 'P2P' ? 'a P2P deal' : 'a conversion to OST'}`
    case 'UNLOCK':
      return `${amount} unlocked (${status === 'P2P' ? 'P2P deal not concluded' : 'conversion rejected'})`
    case 'CONVERSION':
      return `${amount} converted to OST`
    case 'ALLOCATION':
      return `${amount} allocated from the treasury`
    case 'CREATED':
      return `${amount} created in the treasury`
    default:
      return `${kind} ${amount}`
  }
}
