import type { Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { NewPublicFileRow } from '../site/public-files/public-files.table.js'
import { insertMissingPublicFiles } from '../site/public-files/public-files.repository.js'
import { DEMO_ADS } from './public-content/demo-ads.js'
import { DEMO_LEADERS } from './public-content/demo-leaders.js'
import { DEMO_PROJECTS } from './public-content/demo-projects.js'
import { DEMO_PUBLICATIONS } from './public-content/demo-publications.js'
import { makePdf } from './public-content/make-pdf.js'
import { makeAdImage, makeAvatar } from './public-content/make-svg.js'

/**
 * Seeds the public site's demo content: projects, publications with their
 * PDF files, executive partner cards with CVs and portraits, and ads with
 * their images. Each table is filled only while it is empty, so a restart
 * (or content an admin has since added) is left alone.
 *
 * @returns how many rows and files were created by this call.
 */
export async function seedPublicContent(db: Kysely<Database>): Promise<number> {
  let created = 0
  const isEmpty = async (table: 'projects' | 'publications' | 'executive_partner_cards' | 'ads') =>
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

  if (await isEmpty('executive_partner_cards')) {
    const files: NewPublicFileRow[] = DEMO_LEADERS.flatMap((leader, index) => [
      {
        key: `leaders/${leader.slug}-cv.pdf`,
        file_name: `${leader.slug}-cv.pdf`,
        content_type: 'application/pdf',
        data: makePdf(`${leader.fullName} - curriculum vitae`, [
          leader.headline,
          `Expertise: ${leader.expertise}.`,
          `Education: ${leader.degree}.`,
        ]),
      },
      {
        key: `leaders/${leader.slug}.svg`,
        file_name: `${leader.slug}.svg`,
        content_type: 'image/svg+xml',
        data: makeAvatar(leader.fullName, (index * 47) % 360),
      },
    ])
    await insertMissingPublicFiles(db, files)
    await db
      .insertInto('executive_partner_cards')
      .values(
        DEMO_LEADERS.map((leader) => ({
          user_id: null,
          full_name: leader.fullName,
          headline: leader.headline,
          sector: leader.sector,
          practice: leader.practice,
          business_function: leader.businessFunction,
          expertise: leader.expertise,
          degree: leader.degree,
          rating: leader.rating,
          availability: leader.availability,
          cv_file_key: `leaders/${leader.slug}-cv.pdf`,
          photo_file_key: `leaders/${leader.slug}.svg`,
        })),
      )
      .execute()
    created += DEMO_LEADERS.length + files.length
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
