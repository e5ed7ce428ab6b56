import { describe, expect, it } from 'vitest';
import { BLANK_ADDRESS, isAllowedLink, sanitizeLink } from './sanitize-link';

describe('sanitizeLink (http, https, mailto, tel only)', () => {
  it.each([
    'http://conexao.ao',
    'https://www.conexao.ao/vagas?cidade=Luanda#topo',
    'HTTPS://CONEXAO.AO',
    'mailto:rh@kianda.ao',
    'tel:+244923000000',
  ])('keeps %s', (address) => {
    expect(sanitizeLink(address)).toBe(address);
    expect(isAllowedLink(address)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example.ao',
    'sms:+244923000000',
    'app://conexao/index.html',
    '/jobs',
    '../secret',
    '#top',
    '',
    '   ',
  ])('turns %j into the blank address', (address) => {
    expect(sanitizeLink(address)).toBe(BLANK_ADDRESS);
  });

  it('trims spaces around an allowed address', () => {
    expect(sanitizeLink('  https://conexao.ao  ')).toBe('https://conexao.ao');
  });

  it('adds a protocol when none was typed', () => {
    expect(sanitizeLink('conexao.ao/blog')).toBe('https://conexao.ao/blog');
    expect(sanitizeLink('//conexao.ao')).toBe('https://conexao.ao');
    expect(sanitizeLink('rh@kianda.ao')).toBe('mailto:rh@kianda.ao');
  });

  it('accepts for display only explicit allowed protocols or the blank address', () => {
    expect(isAllowedLink(BLANK_ADDRESS)).toBe(true);
    expect(isAllowedLink('conexao.ao')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('data:image/png;base64,AAAA')).toBe(false);
  });
});
