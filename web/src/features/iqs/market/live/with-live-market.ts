import type { MarketConfigView, MarketLiveData } from '@iqs/protocol'

/**
 * `GET /api/iqs/market-config`'s answer with a market's live status laid over it (`market.*`
 * channel): the same field names, so the badge, the header and the order form read one view.
 * Token supply figures are not on the channel and stay as the answer gave them.
 *
 * @example withLiveMarket(config.data, feed.live.market)
 */
export function withLiveMarket(view: MarketConfigView, live: MarketLiveData): MarketConfigView {
  const { blackout_period, in_blackout, ...market } = live
  return { ...view, blackout_period, in_blackout, [live.instrument]: { ...view[live.instrument], ...market } }
}
