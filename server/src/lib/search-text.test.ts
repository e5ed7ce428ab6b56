import { describe, expect, it } from 'vitest';
import { toSearchText } from './search-text';

describe('toSearchText', () => {
  it('lower-cases, strips accents and collapses spaces', () => {
    expect(toSearchText('João', null, '  Engenheira   de Software ', undefined)).toBe(
      'joao engenheira de software',
    );
    expect(toSearchText('ÂNGELA Conceição')).toBe('angela conceicao');
  });
});
