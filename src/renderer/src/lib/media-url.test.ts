import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  const original = apiClient.defaults.baseURL;
  afterEach(() => {
    apiClient.defaults.baseURL = original;
  });

  it('builds upload addresses from the API origin and keeps social-login URLs', () => {
    apiClient.defaults.baseURL = 'http://api.test:4000/';
    expect(mediaUrl('/uploads/abcd1234.png')).toBe('http://api.test:4000/uploads/abcd1234.png');
    expect(mediaUrl('https://lh3.googleusercontent.com/a/p.jpg')).toBe(
      'https://lh3.googleusercontent.com/a/p.jpg',
    );
  });

  it('drops empty and unsafe values', () => {
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl('javascript:alert(1)')).toBeNull();
    expect(mediaUrl('uploads/x.png')).toBeNull();
  });
});
