import { sql, type RawBuilder } from 'kysely'

/**
 * The "balance" column of a member's history (spec §3): the tokens held after each row, as the
 * running sum of the rows up to it in the log's order, per market. A Credit row adds its volume, a
 * Debit row takes it away, a REJECTED trade and a lock (direction NONE) change nothing; a PENDING
 * trade counts at once, as the balance it leads to once settled. So the column moves by each row's
 * own volume, read in either direction, and once every trade is settled the newest row's balance is
 * the ledger's (`iqs_balances`: available + reserved + escrow).
 *
 * It is summed when read, not taken from the projection's `balance_after`: that one is written
 * when the event happens and is never rewritten, so a row written while a bought trade waited for
 * settlement showed less than the trade row before it (issue 14: 25,100 -> 25,110 -> 25,107).
 */
export function runningBalance(): RawBuilder<number> {
  return sql<number>`cast(sum(case
      when status = 'REJECTED' then 0
      when direction = 'CREDIT' then quantity
      when direction = 'DEBIT' then -quantity
      else 0
    end) over (partition by instrument order by position, seq) as bigint)`
}
