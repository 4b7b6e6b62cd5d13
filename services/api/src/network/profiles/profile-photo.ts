import { AVATAR_SIZE, THUMBNAIL_SIZE } from '@iqs/protocol'
import sharp from 'sharp'

/** The formats a photo may be, as sharp reads them from the bytes. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** The two WebP images kept of an uploaded photo. */
export interface CroppedPhoto {
  avatar: Buffer
  thumbnail: Buffer
}

/**
 * Whether the bytes are a JPEG, PNG or WebP image, by content: sharp reads the header, whatever
 * the file's name or the browser's Content-Type say. Anything it cannot read is refused too.
 */
export async function isPhotoFormat(content: Buffer): Promise<boolean> {
  try {
    const { format, width, height } = await sharp(content).metadata()
    return PHOTO_FORMATS.has(format) && width > 0 && height > 0
  } catch {
    return false
  }
}

/**
 * Crops the centre square of a photo and writes it as a 400x400 avatar and a 96x96 thumbnail in
 * WebP. The EXIF orientation is applied first (a phone's portrait stays upright), and the metadata
 * (GPS position, camera) is not copied: the original is not kept.
 *
 * @example const { avatar, thumbnail } = await cropPhoto(upload)
 */
export async function cropPhoto(content: Buffer): Promise<CroppedPhoto> {
  // `limitInputPixels` keeps a small file that decodes to a huge image (a "pixel bomb") out.
  const square = (size: number) =>
    sharp(content, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer()
  const [avatar, thumbnail] = await Promise.all([square(AVATAR_SIZE), square(THUMBNAIL_SIZE)])
  return { avatar, thumbnail }
}
