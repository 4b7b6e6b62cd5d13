import type { Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { NewPublicFileRow } from '../site/public-files/public-files.table.js'
import { insertMissingPublicFiles } from '../site/public-files/public-files.repository.js'
import { DEMO_ADS } from './public-content/demo-ads.js'
import { DEMO_PROJECTS } from './public-content/demo-projects.js'
import { DEMO_PUBLICATIONS } from './public-content/demo-publications.js'
import { DEMO_REFERENCES } from './public-content/demo-references.js'
import { makePdf } from './public-content/make-pdf.js'
import { makeAdImage, makeLogoImage } from './public-content/make-svg.js'

/**
 * Seeds the public site's demo content: projects, publications with their
 * PDF files, ads with their images and client references with their logos, in
 * English and French (the leaders are executive partner accounts with
 * profiles: `seed-demo-leaders.ts`). Each table is filled only while it is
 * empty, so a restart (or content an admin has since added) is left alone;
 * demo rows seeded before they had French get it (issue 18).
 *
 * @returns how many rows and files were created by this call.
 */
export async function seedPublicContent(db: Kysely<Database>): Promise<number> {
  let created = 0
  const isEmpty = async (table: 'projects' | 'publications' | 'ads' | 'site_references') =>
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
          title_fr: p.titleFr ?? null,
          content_fr: p.contentFr ?? null,
          published_at: p.publishedAt ? new Date(`${p.publishedAt}T08:00:00Z`) : null,
          file_key: p.paragraphs && p.title ? `publications/${p.slug}.pdf` : null,
          // On the site: the demo shows a full list (an admin's new ones start as drafts).
          published: true,
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
          title_fr: ad.titleFr,
          description_fr: ad.descriptionFr,
          image_link: ad.key,
          add_link: ad.addLink,
          position,
        })),
      )
      .execute()
    created += DEMO_ADS.length * 2
  }

  if (await isEmpty('site_references')) {
    await insertMissingPublicFiles(
      db,
      DEMO_REFERENCES.map((reference) => ({
        key: reference.key,
        file_name: reference.key.split('/').pop() ?? reference.key,
        content_type: 'image/svg+xml',
        data: makeLogoImage(reference.initials, reference.clientName, reference.accent),
      })),
    )
    await db
      .insertInto('site_references')
      .values(
        DEMO_REFERENCES.map((reference, position) => ({
          client_name: reference.clientName,
          logo_key: reference.key,
          sector: reference.sector,
          quote_en: reference.quoteEn,
          quote_fr: reference.quoteFr,
          summary_en: reference.summaryEn,
          summary_fr: reference.summaryFr,
          position,
          visible: true,
        })),
      )
      .execute()
    created += DEMO_REFERENCES.length * 2
  }

  await addMissingFrench(db)
  return created
}

/**
 * The French text of demo ads and publications seeded before the site had French (issue 18),
 * found by their image or file; only where none was written, so an admin's words stay.
 */
async function addMissingFrench(db: Kysely<Database>): Promise<void> {
  for (const ad of DEMO_ADS)
    await db
      .updateTable('ads')
      .set({ title_fr: ad.titleFr, description_fr: ad.descriptionFr })
      .where('image_link', '=', ad.key)
      .where('title_fr', 'is', null)
      .where('description_fr', 'is', null)
      .execute()
  for (const publication of DEMO_PUBLICATIONS) {
    if (!publication.titleFr || !publication.paragraphs) continue
    await db
      .updateTable('publications')
      .set({ title_fr: publication.titleFr, content_fr: publication.contentFr ?? null })
      .where('file_key', '=', `publications/${publication.slug}.pdf`)
      .where('title_fr', 'is', null)
      .where('content_fr', 'is', null)
      .execute()
  }
}
