import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { createMailer } from '../../src/mail/mailer';
import { MAIL_MAX_ATTEMPTS, OUTBOX_LEASE_MS, createMailOutbox, retryDelayMs } from '../../src/mail/outbox';
import { createTestClock, ownDatabase, uniqueEmail } from '../helper';
import { startMailCapture } from '../mail-capture';

/**
 * The mail outbox (issue 19's template messages and interview invitations): queued emails go out
 * at once, survive an SMTP server that is down (retried by the sweep until it is back), are given
 * up after the last attempt, and are not taken by a second instance while the first sends them.
 * Real SMTP throughout: a port with nothing listening, then the receiver started on it.
 */

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A free local port, closed again: nothing listens there until the test starts a receiver. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function setup(smtpUrl: string) {
  const database = await ownDatabase();
  const clock = createTestClock();
  const mailer = createMailer({
    smtpUrl,
    from: 'Conexão <no-reply@conexao.ao>',
    outboxDir: '',
    log: quietLog,
  });
  const outbox = createMailOutbox({ db: database.db, mailer, clock, log: quietLog });
  onTestFinished(async () => {
    await outbox.close();
    await mailer.close();
  });
  const rows = () =>
    database.db
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        next: mailOutbox.nextAttemptAt,
        error: mailOutbox.lastError,
      })
      .from(mailOutbox);
  return { database, clock, mailer, outbox, rows };
}

/** Until `check` holds (the background sends end on their own time). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const message = (to: string, subject = 'Convite para entrevista') => ({ to, subject, text: 'Olá.' });

describe('mail outbox', { timeout: 60_000 }, () => {
  it('sends at once and deletes what was sent', async () => {
    const mail = await startMailCapture();
    onTestFinished(() => mail.close());
    const { outbox, rows } = await setup(mail.url);
    const to = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    expect(
      await outbox.enqueue(
        'TEMPLATE_MESSAGE',
        to.map((address) => message(address)),
      ),
    ).toBe(3);
    for (const address of to) expect((await mail.next(address)).subject).toBe('Convite para entrevista');
    await eventually(async () => (await rows()).length === 0);
  });

  it('keeps an email while SMTP is down and sends it when the sweep finds the server back', async () => {
    const port = await freePort();
    const { outbox, rows, clock } = await setup(`smtp://127.0.0.1:${port}`);
    const to = uniqueEmail('retry');
    await outbox.enqueue('INTERVIEW_INVITATION', [message(to, 'Entrevista marcada')]);
    // The first attempt fails (connection refused): the row waits for its retry, with the error.
    await eventually(async () => (await rows())[0]?.error != null);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting?.next.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: a sweep now leaves it alone.
    await outbox.sweep();
    expect((await rows())[0]?.attempts).toBe(1);

    const mail = await startMailCapture(port);
    onTestFinished(() => mail.close());
    clock.advance(retryDelayMs(1));
    await outbox.sweep();
    expect((await mail.next(to)).subject).toBe('Entrevista marcada');
    expect(await rows()).toEqual([]);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts and keeps the row as DROPPED with its error`, async () => {
    const port = await freePort();
    const { outbox, rows, clock } = await setup(`smtp://127.0.0.1:${port}`);
    await outbox.enqueue('TEMPLATE_MESSAGE', [message(uniqueEmail('never'))]);
    await eventually(async () => (await rows())[0]?.error != null);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt));
      await outbox.sweep();
    }
    const [dropped] = await rows();
    expect(dropped).toMatchObject({ status: 'DROPPED', attempts: MAIL_MAX_ATTEMPTS });
    expect(dropped?.error).toMatch(/ECONNREFUSED|connect/i);
    // A dropped email is not tried again.
    clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS) * 10);
    await outbox.sweep();
    expect((await rows())[0]?.attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it('another instance’s sweep does not take a batch the first is sending, but takes it once its lease ends', async () => {
    const port = await freePort();
    const first = await setup(`smtp://127.0.0.1:${port}`);
    const mail = await startMailCapture();
    onTestFinished(() => mail.close());
    // A second instance on the same database, with a working SMTP server.
    const mailer = createMailer({ smtpUrl: mail.url, from: 'x@conexao.ao', outboxDir: '', log: quietLog });
    const second = createMailOutbox({ db: first.database.db, mailer, clock: first.clock, log: quietLog });
    onTestFinished(async () => {
      await second.close();
      await mailer.close();
    });
    const to = uniqueEmail('lease');
    // Stored and leased by the first instance; its send fails and schedules a retry in 30 s.
    await first.outbox.enqueue('TEMPLATE_MESSAGE', [message(to)]);
    await second.sweep();
    expect(mail.to(to)).toEqual([]);
    await eventually(async () => (await first.rows())[0]?.error != null);
    // Due again: whichever instance sweeps first sends it — here the second.
    first.clock.advance(retryDelayMs(1));
    await second.sweep();
    expect((await mail.next(to)).to).toEqual([to]);
    const left = await first.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
    expect(left).toEqual([]);
  });
  it('stores with the caller’s transaction: none when it rolls back; kept and swept when the instance stops before sending', async () => {
    const mail = await startMailCapture();
    onTestFinished(() => mail.close());
    const { database, clock, outbox, rows } = await setup(mail.url);
    const gone = uniqueEmail('rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.store(tx, 'TEMPLATE_MESSAGE', [message(gone)]);
        throw new Error('the move failed after its emails were stored');
      }),
    ).rejects.toThrow('the move failed');
    expect(await rows()).toEqual([]);

    // Committed, then the instance stops before `send` (a crash right after the move's commit):
    // the row stays leased to it, and any instance's sweep sends it once the lease ends.
    const kept = uniqueEmail('committed');
    const stored = await database.db.transaction((tx) =>
      outbox.store(tx, 'TEMPLATE_MESSAGE', [message(kept)]),
    );
    expect(stored.rows).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'PENDING', attempts: 1 }]);
    await outbox.sweep();
    expect(mail.to(kept)).toEqual([]);
    clock.advance(OUTBOX_LEASE_MS + 1);
    await outbox.sweep();
    expect((await mail.next(kept)).to).toEqual([kept]);
    await eventually(async () => (await rows()).length === 0);
    expect(mail.to(gone)).toEqual([]);
  });
});
