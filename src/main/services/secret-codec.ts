import { safeStorage } from 'electron';

/** Encrypts short secrets with the OS store (Keychain, DPAPI, libsecret/kwallet). */
export interface SecretCodec {
  isAvailable(): boolean;
  /** base64 of the ciphertext, fit for a JSON file. */
  encrypt(plain: string): string;
  decrypt(encoded: string): string;
}

export const safeStorageCodec: SecretCodec = {
  // On Linux without a keyring Electron falls back to a hard-coded key ("basic_text");
  // that is obfuscation, not protection, so it counts as unavailable.
  isAvailable: () =>
    safeStorage.isEncryptionAvailable() &&
    !(process.platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text'),
  encrypt: (plain) => safeStorage.encryptString(plain).toString('base64'),
  decrypt: (encoded) => safeStorage.decryptString(Buffer.from(encoded, 'base64')),
};
