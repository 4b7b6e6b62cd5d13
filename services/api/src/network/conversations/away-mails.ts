import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { Mailer } from '../../platform/mail/mailer.js'
import { consultantApplicationLink, ownerProjectLink } from '../applications/application-links.js'
import { awayMail } from './away-mail-text.js'

/** A message still unread this long after it came sends its recipient the away mail. */
export const AWAY_AFTER_MS = 10 * 60 * 1000

export interface AwayMailRun {
  db: Kysely<Database>
  mailer: Mailer
  now: () => Date
  appOrigin: string
  log: FastifyBaseLogger
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null

/**
 * Mails each party who has left a message of the other side unread for 10 minutes, once per
 * conversation until they read it again (`away_mailed`, reset by reading). Each reader row is
 * claimed before its mail goes, so two runs (two api processes) never send it twice; a failed send
 * gives the claim back for the next run. An erased recipient has no reader row left. How many sent.
 */
export async function sendAwayMails(run: AwayMailRun): Promise<number> {
  const { db } = run
  const now = run.now()
  const dueBefore = new Date(now.getTime() - AWAY_AFTER_MS)
  const due = await db
    .selectFrom('network_conversation_reads as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('network_applications as a', 'a.id', 'r.application_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('users as c', 'c.id', 'a.consultant_user_id')
    .leftJoin('users as o', 'o.id', 'p.owner_user_id')
    .select([
      'r.application_id',
      'r.user_id',
      'u.email',
      'u.language',
      'u.deleted_at',
      'a.consultant_user_id',
      'p.id as project_id',
      'p.title as project_title',
      'o.user_type as owner_role',
      'c.first_name as consultant_first_name',
      'c.last_name as consultant_last_name',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
    ])
    .select(
      sql<number>`(select count(*) from network_messages m
        where m.application_id = r.application_id and m.sender_user_id <> r.user_id
        and m.seq > r.last_read_seq)`.as('unread'),
    )
    .where('r.away_mailed', '=', false)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('network_messages as m')
          .select('m.id')
          .whereRef('m.application_id', '=', 'r.application_id')
          .whereRef('m.sender_user_id', '<>', 'r.user_id')
          .whereRef('m.seq', '>', 'r.last_read_seq')
          .where('m.created_at', '<=', dueBefore),
      ),
    )
    .limit(100)
    .execute()

  let sent = 0
  for (const row of due) {
    const claimed = await db
      .updateTable('network_conversation_reads')
      .set({ away_mailed: true })
      .where('application_id', '=', row.application_id)
      .where('user_id', '=', row.user_id)
      .where('away_mailed', '=', false)
      .returning('user_id')
      .executeTakeFirst()
    if (!claimed) continue
    const asConsultant = row.user_id === row.consultant_user_id
    const link = asConsultant
      ? consultantApplicationLink(row.application_id)
      : `${ownerProjectLink(row.owner_role ?? 'Client', row.project_id)}#applicant-${row.application_id}`
    try {
      await run.mailer.send(
        awayMail({
          to: row.email,
          language: row.language,
          projectTitle: row.project_title,
          senderName: asConsultant
            ? nameOf(row.owner_first_name, row.owner_last_name)
            : nameOf(row.consultant_first_name, row.consultant_last_name),
          unread: Number(row.unread),
          link: `${run.appOrigin}${link}`,
        }),
      )
      sent++
    } catch (error) {
      run.log.warn({ err: error, application: row.application_id }, 'an away mail failed; retried later')
      await db
        .updateTable('network_conversation_reads')
        .set({ away_mailed: false })
        .where('application_id', '=', row.application_id)
        .where('user_id', '=', row.user_id)
        .execute()
    }
  }
  return sent
}
