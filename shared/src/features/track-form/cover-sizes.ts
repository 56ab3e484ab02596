/**
 * A cover's stored sizes, made in the browser: the picture is cropped to its centre square and
 * drawn at 96 and 600 px as WebP. Made here rather than by the worker so the draft can show the
 * cover before anything is uploaded and no server needs an image library.
 */
import type { CoverSize } from '../../data/covers/cover-url.ts';

export const COVER_SIZES: readonly CoverSize[] = [96, 600];

export async function makeCoverSizes(picture: Blob): Promise<Record<CoverSize, Blob>> {
  const bitmap = await createImageBitmap(picture);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const sx = (bitmap.width - side) / 2;
    const sy = (bitmap.height - side) / 2;
    const draw = async (size: CoverSize) => {
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
      return canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
    };
    return { 96: await draw(96), 600: await draw(600) };
  } finally {
    bitmap.close();
  }
}
