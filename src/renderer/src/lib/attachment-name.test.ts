import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name';

describe('attachmentName', () => {
  it('prefers filename* (UTF-8), then filename, else null', () => {
    expect(
      attachmentName(
        `attachment; filename="applications-2026-11-26.csv"; filename*=UTF-8''candidaturas-%C3%A9.csv`,
      ),
    ).toBe('candidaturas-é.csv');
    expect(attachmentName('attachment; filename="applications-2026-11-26.csv"')).toBe(
      'applications-2026-11-26.csv',
    );
    expect(attachmentName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(undefined)).toBeNull();
  });

  it('keeps a name, never a path', () => {
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentName(`attachment; filename*=UTF-8''..%2F..%2Fx.csv`)).toBe('x.csv');
    expect(attachmentName('attachment; filename=".."')).toBeNull();
  });
});
