// What an upload really is, read from its bytes (file-type), whatever its name or content type
// claims; only still images are kept, and they are re-encoded (sharp), which drops EXIF, GPS,
// XMP and ICC metadata and anything hidden after the image data. The picture is turned upright
// first, since its orientation lives in the metadata being dropped.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messageOf } from '../../shared/error-message';

/** The types a stored picture has: every upload is re-encoded into one of them. */
export const STORED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface ReencodedImage {
  bytes: Buffer;
  contentType: (typeof STORED_IMAGE_TYPES)[number];
  extension: 'png' | 'jpg' | 'webp';
}

/** Bigger pictures than this are refused before decoding (a small file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const image = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    switch (sniffed?.mime) {
      case 'image/jpeg':
        return { bytes: await image().jpeg({ quality: 88, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
      // A GIF keeps its first frame, as a PNG: receipts and feedback pictures are stills.
      case 'image/png':
      case 'image/gif':
        return { bytes: await image().png().toBuffer(), contentType: 'image/png', extension: 'png' };
      case 'image/webp':
        return { bytes: await image().webp({ quality: 88 }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
      default:
        throw new NotAnImageError(`not an accepted image (${sniffed?.mime ?? 'unknown content'})`);
    }
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    // Bytes that look like an image but do not decode are not an image either.
    throw new NotAnImageError(messageOf(error));
  }
}
