import type { Contract } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { transitionHistory } from '../workflow/transition-history.js'
import type { ContractPart } from './contract-access.js'
import { toContract } from './contract-dto.js'
import { contractProcess } from './contract-process.js'
import type { ContractView } from './contracts.repository.js'

/** A contract as `part` sees it, with its history and the caller's own review of it, if any. */
export async function contractAnswer(
  db: Kysely<Database>,
  view: ContractView,
  part: ContractPart,
): Promise<Contract> {
  const [history, mine] = await Promise.all([
    transitionHistory(db, contractProcess, view.id),
    part === 'admin'
      ? undefined
      : db
          .selectFrom('network_reviews')
          .select('id')
          .where('contract_id', '=', view.id)
          .where('author_side', '=', part)
          .executeTakeFirst(),
  ])
  return toContract(view, part, history, mine?.id ?? null)
}
