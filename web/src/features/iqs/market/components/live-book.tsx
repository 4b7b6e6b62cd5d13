import { priceGroups } from '@iqs/protocol'
import { useMemo, useState } from 'react'
import { bookView, type BookState } from '../live/book-store.js'
import { groupBook } from '../live/group-book.js'
import type { FeedStatus } from '../live/market-feed.js'
import { DepthChart } from './depth-chart.js'
import { OrderBook } from './order-book.js'
import './live-book.css'

interface LiveBookProps {
  book: BookState | null
  status: FeedStatus
  /** The market's price decimals (its config); cents until it is loaded. */
  priceDecimals?: number | undefined
  onPickPrice?: (price: string) => void
}

/**
 * The live book of a market as the trading screen shows it: the ladder, grouped by the price step
 * the trader picks (the market's tick by default), and the depth chart beside it from the same
 * live book, ungrouped.
 */
export function LiveBook({ book, status, priceDecimals = 2, onPickPrice }: LiveBookProps) {
  const groups = useMemo(() => priceGroups(priceDecimals), [priceDecimals])
  const [picked, setPicked] = useState<string | null>(null)
  // A group of another market's decimals (the instrument changed) falls back to the tick.
  const group = picked !== null && groups.includes(picked) ? picked : groups[0]!
  const view = useMemo(
    () => bookView(book && group !== groups[0] ? groupBook(book, group) : book),
    [book, group, groups],
  )
  return (
    <>
      <OrderBook
        view={view}
        status={status}
        {...(onPickPrice ? { onPickPrice } : {})}
        grouping={{ groups, group, onGroup: setPicked }}
      />
      <DepthChart book={book} />
    </>
  )
}
