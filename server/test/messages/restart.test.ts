import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TEST_JWT_SECRET } from '../helper';
import { authed, connect, listen, quickRecruiter, quickUser, send } from './chat-helpers';

/**
 * The embedded database keeps the conversation on disk: an app built again on the same
 * DATA_DIR (a restarted server) answers the same history and unread counts.
 */
describe('chat persistence across a restart', () => {
  it('keeps every acknowledged message after the server is rebuilt on the same DATA_DIR', async () => {
    if (process.env.DATABASE_URL) {
      console.log(
        'restart test uses the embedded database (PGlite in DATA_DIR); DATABASE_URL is set, so it runs on PGlite anyway',
      );
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'conexao-chat-restart-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });

    const first = await buildApp({ config, logger: false });
    const url = await listen(first);
    const a = await quickRecruiter(first);
    const b = await quickUser(first, 'CANDIDATE');
    const socket = await connect(url, a.token);
    const acks = [];
    for (const text of ['before restart 1', 'before restart 2'])
      acks.push(await send(socket, a.id, b.id, text));
    expect(acks.every((ack) => 'message' in ack)).toBe(true);
    socket.disconnect();
    await first.close();

    const second = await buildApp({ config, logger: false });
    onTestFinished(() => second.close());
    const url2 = await listen(second);
    // Same secret, same accounts: the old tokens still work.
    const again = await connect(url2, b.token);
    await send(again, b.id, a.id, 'after restart');
    const body = (
      await second.inject({ method: 'GET', url: `/messages/${a.id}/${b.id}`, headers: authed(a.token) })
    ).json();
    expect(body.data.data.map((m: { message: string }) => m.message)).toEqual([
      'before restart 1',
      'before restart 2',
      'after restart',
    ]);
    const conversations = (
      await second.inject({ method: 'GET', url: '/messages/conversations', headers: authed(b.token) })
    ).json();
    // The candidate's other party is the employer's company (issue 18).
    expect(conversations.data.conversations[0]).toMatchObject({ userId: a.companyId, unreadCount: 2 });
  }, 120_000);
});
