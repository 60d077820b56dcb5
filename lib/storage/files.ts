import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/**
 * What the admin area accepts as uploads: checked by content (never by the name or the type
 * the browser claims), images re-encoded by `sharp` (so nothing but pixels is kept), PDFs only
 * for technical and safety sheets.
 */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_SIDE = 1600;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff']);

export type UploadRefusal = 'tooLarge' | 'notImage' | 'notPdf' | 'empty';

export class UploadError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(reason);
  }
}

/** An image → a WebP at most 1600 px on its longer side, with a random name. */
export async function productImageFile(bytes: Buffer): Promise<{ name: string; body: Buffer }> {
  if (bytes.length === 0) throw new UploadError('empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('tooLarge');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new UploadError('notImage');
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new UploadError('notImage');
  const body = await sharp(bytes)
    .rotate()
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
  return { name: `${randomUUID()}.webp`, body };
}

/** A PDF (technical or safety sheet), checked by its signature, with a random name. */
export function pdfFile(bytes: Buffer): { name: string; body: Buffer } {
  if (bytes.length === 0) throw new UploadError('empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('tooLarge');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new UploadError('notPdf');
  return { name: `${randomUUID()}.pdf`, body: bytes };
}
