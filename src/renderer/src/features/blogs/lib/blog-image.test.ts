import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { isAcceptedImageFile, isAllowedImageSource } from './blog-image';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'picture', { type });

describe('blog editor images (png, gif, jpeg, bmp, x-icon)', () => {
  it.each(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'])('accepts %s', (type) => {
    expect(isAcceptedImageFile(file(type))).toBe(true);
  });

  it.each(['image/svg+xml', 'image/webp', 'text/html', 'application/pdf', ''])('refuses %j', (type) => {
    expect(isAcceptedImageFile(file(type))).toBe(false);
  });

  it('refuses a file over the upload limit', () => {
    expect(isAcceptedImageFile(file('image/png', UPLOAD_MAX_BYTES + 1))).toBe(false);
  });

  it('keeps only data: URLs of the accepted types as image sources', () => {
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedImageSource('data:image/x-icon;base64,AAABAA==')).toBe(true);
    expect(isAllowedImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedImageSource('https://tracker.example/pixel.gif')).toBe(false);
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false);
  });
});
