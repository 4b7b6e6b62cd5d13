import { z } from 'zod'

/**
 * An ad of the side column (spec §3, field names as the spec shows them).
 * `image_link` is a key under the api's storage path (`/api/storage/{key}`);
 * `add_link` is a site path (`/about-us/...`), a full URL, or a storage key.
 */
export const adSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_link: z.string(),
  add_link: z.string(),
})
export type Ad = z.infer<typeof adSchema>
