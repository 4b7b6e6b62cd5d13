import type { Projection } from '../../platform/projections/projection.js'
import { accountsProjection } from './accounts-projection.js'
import { bookLevelsProjection } from './book-levels-projection.js'
import { candlesProjection } from './candles-projection.js'
import { ordersProjection } from './orders-projection.js'
import { tradesProjection } from './trades-projection.js'

/** The read models of the markets, each with its own checkpoint. */
export const marketProjections: readonly Projection[] = [
  ordersProjection,
  tradesProjection,
  candlesProjection,
  bookLevelsProjection,
  accountsProjection,
]
