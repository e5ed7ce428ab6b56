import { EventEmitter } from 'node:events';
import type { UpdateState } from '@shared/desktop/updates';
import { describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from '../services/key-value-store';
import { createUpdates } from './index';
import { devUpdateConfig } from './load-updater';
import type { UpdaterLike } from './updater';

vi.mock('electron', () => ({}));

function fakeUpdater(onCheck: (updater: EventEmitter) => void = () => {}) {
  const updater = Object.assign(new EventEmitter(), {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    forceDevUpdateConfig: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async () => {
      onCheck(updater);
      return null;
    }),
    downloadUpdate: vi.fn(async () => []),
    quitAndInstall: vi.fn(),
  });
  return updater as typeof updater & UpdaterLike;
}

describe('updates in the app', () => {
  it('never loads the updater when updates are off', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    const updates = createUpdates({
      enabled: false,
      feedUrl: null,
      isPackaged: true,
      runningVersion: '1.0.0',
      notesStore: memoryKeyValueStore(),
      send: vi.fn(),
      loadUpdater,
    });
    expect(await updates.checkNow()).toEqual({ status: 'disabled' });
    expect(updates.control.restart({ unsavedInput: false })).toBe('not-ready');
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('sends each state to the page and keeps the notes of a downloaded version for after the restart', async () => {
    const sent: UpdateState[] = [];
    const disk = memoryKeyValueStore();
    const updater = fakeUpdater((u) => {
      u.emit('checking-for-update');
      u.emit('update-available', { version: '1.1.0' });
      u.emit('update-downloaded', { version: '1.1.0', releaseNotes: '[en]\nNew\n[pt]\nNovo' });
    });
    const updates = createUpdates({
      enabled: true,
      feedUrl: 'https://downloads.conexao.ao/desktop',
      isPackaged: true,
      runningVersion: '1.0.0',
      notesStore: disk,
      send: (state) => sent.push(state),
      loadUpdater: async () => updater,
      log: vi.fn(),
    });
    expect(await updates.checkNow()).toEqual({ status: 'ready', version: '1.1.0' });
    expect(sent.map((s) => s.status)).toEqual(['checking', 'downloading', 'ready']);
    expect(updates.control.takeReleaseNotes()).toBeNull(); // still 1.0.0 running
    updates.stop();

    const afterRestart = createUpdates({
      enabled: false,
      feedUrl: null,
      isPackaged: true,
      runningVersion: '1.1.0',
      notesStore: disk,
      send: vi.fn(),
      loadUpdater: vi.fn(),
    });
    expect(afterRestart.control.takeReleaseNotes()).toEqual({
      version: '1.1.0',
      text: '[en]\nNew\n[pt]\nNovo',
    });
    expect(afterRestart.control.takeReleaseNotes()).toBeNull();
  });

  it('reports an updater that cannot load as a failed update, without throwing', async () => {
    const updates = createUpdates({
      enabled: true,
      feedUrl: null,
      isPackaged: true,
      runningVersion: '1.0.0',
      notesStore: memoryKeyValueStore(),
      send: vi.fn(),
      loadUpdater: async () => {
        throw new Error('no app-update.yml');
      },
      log: vi.fn(),
    });
    expect(await updates.checkNow()).toEqual({ status: 'failed' });
  });
});

describe('update config for an unpackaged run', () => {
  it('names the feed and a cache folder of its own, quoted', () => {
    expect(devUpdateConfig('http://127.0.0.1:4567/feed')).toBe(
      'provider: generic\nurl: "http://127.0.0.1:4567/feed"\nupdaterCacheDirName: conexao-updater-dev\n',
    );
  });
});
