import type { Application } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { transitionHistory } from '../workflow/transition-history.js'
import { toApplication } from './application-dto.js'
import type { ApplicationView } from './applications.repository.js'
import { applicationProcess } from './application-process.js'

/** An application as its readers see it, with its history. */
export async function applicationAnswer(db: Kysely<Database>, view: ApplicationView): Promise<Application> {
  return toApplication(view, await transitionHistory(db, applicationProcess, view.id))
}
