import { AVATAR_MAX_LENGTH } from '@neuron/shared';

/** Avatars are stored as a 128 px square: sharp enough for the menu (32 px) and settings (64 px) on 2x screens. */
const SIZE = 128;

/**
 * Turns a picked image into a small JPEG data URL, centre-cropped to a square, in the browser
 * (nothing is uploaded but the result). Lowers the quality until it fits AVATAR_MAX_LENGTH
 * (64 KiB; a 128 px JPEG is usually 4–10 KiB). Rejects a file the browser cannot decode.
 */
export async function avatarDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff'; // JPEG has no transparency
  context.fillRect(0, 0, SIZE, SIZE);
  const scale = Math.max(SIZE / bitmap.width, SIZE / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  context.drawImage(bitmap, (SIZE - width) / 2, (SIZE - height) / 2, width, height);
  bitmap.close();
  for (let quality = 0.85; quality > 0.2; quality -= 0.15) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= AVATAR_MAX_LENGTH) return url;
  }
  throw new Error('image too large even at low quality');
}
