import { describe, expect, it, vi } from 'vitest';
import { userDataOverride } from './user-data';

describe('CONEXAO_USER_DATA_DIR', () => {
  it('gives an unpackaged run (development, tests) its own profile folder', () => {
    expect(userDataOverride(false, { CONEXAO_USER_DATA_DIR: '/tmp/profile-a' })).toBe('/tmp/profile-a');
    expect(userDataOverride(false, {})).toBeNull();
  });

  it('is ignored, with one warning, by a packaged app', () => {
    const warn = vi.fn();
    expect(userDataOverride(true, { CONEXAO_USER_DATA_DIR: '/tmp/profile-a' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores a relative path, which would depend on the working directory', () => {
    const warn = vi.fn();
    expect(userDataOverride(false, { CONEXAO_USER_DATA_DIR: 'profile' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
