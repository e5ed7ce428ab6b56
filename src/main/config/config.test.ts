import { describe, expect, it } from 'vitest';
import { normaliseApiUrl } from './app-config';
import { devRendererUrl, isAppUrl } from './origins';

describe('API URL', () => {
  it('accepts only plain http(s) URLs', () => {
    expect(normaliseApiUrl('ftp://x')).toBeNull();
    expect(normaliseApiUrl('https://user:pw@api.ao')).toBeNull();
    expect(normaliseApiUrl('not a url')).toBeNull();
    expect(normaliseApiUrl('http://localhost:4000')).toBe('http://localhost:4000');
    expect(normaliseApiUrl('https://api.conexao.ao/')).toBe('https://api.conexao.ao');
  });
});

describe('origins', () => {
  it('recognises the app page', () => {
    expect(isAppUrl('app://conexao/', null)).toBe(true);
    expect(isAppUrl('app://conexao/reset-password/x', null)).toBe(true);
    expect(isAppUrl('app://conexao.evil/', null)).toBe(false);
    expect(isAppUrl('app://user@conexao/', null)).toBe(false);
    expect(isAppUrl('https://conexao/', null)).toBe(false);
    expect(isAppUrl('', null)).toBe(false);
  });

  it('trusts a dev server only for unpackaged runs and only on loopback', () => {
    expect(devRendererUrl(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBe(
      'http://localhost:5173/',
    );
    expect(devRendererUrl(true, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBeNull();
    expect(devRendererUrl(false, { ELECTRON_RENDERER_URL: 'http://evil.example:5173' })).toBeNull();
    expect(devRendererUrl(false, {})).toBeNull();
    expect(isAppUrl('http://localhost:5173/jobs', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('http://localhost:5174/jobs', 'http://localhost:5173/')).toBe(false);
  });
});
