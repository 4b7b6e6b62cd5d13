import { z } from 'zod'
import { validateOrder, type OrderInput } from './order-draft.js'

/** The order form's fields as typed: texts for the numbers, so nothing is rounded before the api. */
export const orderFormValuesSchema = z.object({
  side: z.enum(['BUY', 'SELL']),
  type: z.enum(['LIMIT', 'MARKET']),
  price: z.string(),
  amount: z.string(),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']),
  postOnly: z.boolean(),
})
export type OrderFormValues = z.infer<typeof orderFormValuesSchema>

export const ORDER_FORM_DEFAULTS: OrderFormValues = {
  side: 'BUY',
  type: 'LIMIT',
  price: '',
  amount: '',
  timeInForce: 'GTC',
  postOnly: false,
}

/**
 * The form's schema for a market (react-hook-form's resolver): the fields, then `validateOrder`'s
 * rules (the protocol's amount and price schemas, the market's price decimals). An issue's message
 * is the text key of the spec's message (`invalidAmount`, `invalidPrice`).
 */
export function orderFormSchema(input: Pick<OrderInput, 'instrument' | 'priceDecimals'>) {
  return orderFormValuesSchema.superRefine((values, ctx) => {
    const errors = validateOrder({ ...input, ...values })
    if (errors.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: errors.amount })
    if (errors.price) ctx.addIssue({ code: 'custom', path: ['price'], message: errors.price })
  })
}
