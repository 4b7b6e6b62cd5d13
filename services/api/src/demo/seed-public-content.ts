import type { Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { NewPublicFileRow } from '../site/public-files/public-files.table.js'
import { insertMissingPublicFiles } from '../site/public-files/public-files.repository.js'
import { DEMO_ADS } from './public-content/demo-ads.js'
import { DEMO_PROJECTS } from './public-content/demo-projects.js'
import { DEMO_PUBLICATIONS } from './public-content/demo-publications.js'
import { makePdf } from './public-content/make-pdf.js'
import { makeAdImage } from './public-content/make-svg.js'

/**
 * Seeds the public site's demo content: projects, publications with their
 * PDF files, and ads with their images (the leaders are executive partner
 * accounts with profiles: `seed-demo-leaders.ts`). Each table is filled only while it is empty, so a restart
 * (or content an admin has since added) is left alone.
 *
 * @returns how many rows and files were created by this call.
 */
export async function seedPublicContent(db: Kysely<Database>): Promise<number> {
  let created = 0
  const isEmpty = async (table: 'projects' | 'publications' | 'ads') =>
    (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined

  if (await isEmpty('projects')) {
    await db.insertInto('projects').values(DEMO_PROJECTS).execute()
    created += DEMO_PROJECTS.length
  }

  if (await isEmpty('publications')) {
    const files: NewPublicFileRow[] = DEMO_PUBLICATIONS.filter((p) => p.paragraphs && p.title).map((p) => ({
      key: `publications/${p.slug}.pdf`,
      file_name: `${p.slug}.pdf`,
      content_type: 'application/pdf',
      data: makePdf(p.title ?? '', p.paragraphs ?? []),
    }))
    await insertMissingPublicFiles(db, files)
    await db
      .insertInto('publications')
      .values(
        DEMO_PUBLICATIONS.map((p) => ({
          title: p.title,
          content: p.content,
          published_at: p.publishedAt ? new Date(`${p.publishedAt}T08:00:00Z`) : null,
          file_key: p.paragraphs && p.title ? `publications/${p.slug}.pdf` : null,
        })),
      )
      .execute()
    created += DEMO_PUBLICATIONS.length + files.length
  }

  if (await isEmpty('ads')) {
    await insertMissingPublicFiles(
      db,
      DEMO_ADS.map((ad) => ({
        key: ad.key,
        file_name: ad.key.split('/').pop() ?? ad.key,
        content_type: 'image/svg+xml',
        data: makeAdImage(ad.caption, ad.accent, ad.shape),
      })),
    )
    await db
      .insertInto('ads')
      .values(
        DEMO_ADS.map((ad, position) => ({
          title: ad.title,
          description: ad.description,
          image_link: ad.key,
          add_link: ad.addLink,
          position,
        })),
      )
      .execute()
    created += DEMO_ADS.length * 2
  }
  return created
}
