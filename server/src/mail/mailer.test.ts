import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP_URL', () => {
  it('writes one .eml file per message to the outbox and logs one line naming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'conexao-outbox-'));
    const lines: string[] = [];
    const log = { info: (_obj: unknown, msg?: string) => void lines.push(String(msg)), error: () => {} };
    try {
      const mailer = createMailer({
        smtpUrl: null,
        from: 'Conexão <no-reply@conexao.local>',
        outboxDir: dir,
        log: log as never,
      });
      await mailer.send({ to: 'ana@example.com', subject: 'Olá', text: 'Código 123456' });
      await mailer.close();
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(dir, files[0]!);
      const eml = await readFile(file, 'utf8');
      expect(eml).toContain('To: ana@example.com');
      expect(eml).toContain('123456');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(lines).toEqual([`mail written to ${file}`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('waits for background sends before closing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'conexao-outbox-'));
    try {
      const mailer = createMailer({
        smtpUrl: null,
        from: 'a@b.co',
        outboxDir: dir,
        log: { info() {}, error() {} } as never,
      });
      mailer.sendInBackground({ to: 'x@example.com', subject: 's', text: 't' });
      await mailer.close();
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
