import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_URL, normaliseApiUrl, resolveApiUrl } from './app-config';
import { devRendererUrl, isAppUrl } from './origins';

describe('API URL', () => {
  it('uses CONEXAO_API_URL at run time over the URL baked at build time', () => {
    expect(resolveApiUrl({ CONEXAO_API_URL: 'https://api.conexao.ao/' }, 'http://localhost:4000')).toBe(
      'https://api.conexao.ao',
    );
    expect(resolveApiUrl({}, 'http://10.0.0.5:4000')).toBe('http://10.0.0.5:4000');
    expect(resolveApiUrl({}, undefined)).toBe(DEFAULT_API_URL);
  });

  it('ignores a bad run-time value with one warning', () => {
    const warn = vi.fn();
    expect(resolveApiUrl({ CONEXAO_API_URL: 'javascript:alert(1)' }, 'http://localhost:4000', warn)).toBe(
      'http://localhost:4000',
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('accepts only plain http(s) URLs', () => {
    expect(normaliseApiUrl('ftp://x')).toBeNull();
    expect(normaliseApiUrl('https://user:pw@api.ao')).toBeNull();
    expect(normaliseApiUrl('not a url')).toBeNull();
    expect(normaliseApiUrl('http://localhost:4000')).toBe('http://localhost:4000');
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
