import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords (bundled zxcvbn-ts list)', () => {
  it('knows the most common ones, whatever their case', async () => {
    for (const password of ['password', '12345678', 'Password1', 'qwerty123', 'iloveyou', 'senha123']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords through', async () => {
    for (const password of ['correct horse battery', 'Conexao-demo-2026', 'Kianda tecnologia 77']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
