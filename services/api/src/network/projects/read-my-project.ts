import type { MyProject } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { transitionHistory } from '../workflow/transition-history.js'
import { toMyProject } from './my-project-dto.js'
import { findOwnProject } from './my-projects.repository.js'
import { projectProcess } from './project-process.js'

/** One of my projects with its history; 404 PROJECT_NOT_FOUND for another owner's, as for a missing one. */
export async function readMyProject(db: Kysely<Database>, ownerId: number, id: number): Promise<MyProject> {
  const row = await findOwnProject(db, ownerId, id)
  if (!row) throw appError('PROJECT_NOT_FOUND', `No project ${id}`)
  return toMyProject(row, await transitionHistory(db, projectProcess, id))
}

/** 404 unless `id` is one of my projects: asked before any transition, so ids are not a way to probe. */
export async function assertMyProject(db: Kysely<Database>, ownerId: number, id: number): Promise<void> {
  if (!(await findOwnProject(db, ownerId, id))) throw appError('PROJECT_NOT_FOUND', `No project ${id}`)
}
