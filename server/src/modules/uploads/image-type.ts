/**
 * What an upload really is, judged by its first bytes: the name and the declared type come
 * from the client and prove nothing (a renamed text file says "image/png" just as well).
 */
export type ImageExtension = 'png' | 'jpg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  return null;
}

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
};
