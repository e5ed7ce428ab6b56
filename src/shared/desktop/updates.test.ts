import { describe, expect, it } from 'vitest';
import { notesForLanguage } from './updates';

describe('release notes', () => {
  const both = '[en]\nFaster candidate search.\n[pt]\nPesquisa de candidatos mais rápida.\n';

  it('shows the section in the person’s language', () => {
    expect(notesForLanguage(both, 'pt')).toBe('Pesquisa de candidatos mais rápida.');
    expect(notesForLanguage(both, 'en')).toBe('Faster candidate search.');
  });

  it('falls back to English, and shows notes without sections as they are', () => {
    expect(notesForLanguage('[en]\nOnly English', 'pt')).toBe('Only English');
    expect(notesForLanguage('Plain notes\n', 'pt')).toBe('Plain notes');
  });
});
