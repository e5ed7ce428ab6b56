import { EventEmitter } from 'node:events';
import { UPDATE_CHECK_INTERVAL_MS } from '@shared/desktop/updates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isVerificationFailure, UpdateMachine } from './update-machine';
import { releaseNotesText, startUpdater, type UpdaterLike } from './updater';

vi.mock('electron', () => ({}));

describe('update state machine', () => {
  it('goes idle → checking → downloading → ready, and shows progress in whole percents', () => {
    const machine = new UpdateMachine(true);
    const seen: string[] = [];
    machine.subscribe((s) => seen.push(s.status === 'downloading' ? `downloading ${s.percent}` : s.status));
    machine.checking();
    expect(machine.available('1.2.0')).toBe(true);
    machine.progress(12.7);
    machine.progress(12.9);
    machine.progress(100);
    machine.downloaded('1.2.0', 'Faster search');
    expect(seen).toEqual(['checking', 'downloading 0', 'downloading 12', 'downloading 100', 'ready']);
    expect(machine.state).toEqual({ status: 'ready', version: '1.2.0' });
    expect(machine.notes).toBe('Faster search');
  });

  it('never restarts while the person has unsaved input, nor before an update is ready', () => {
    const machine = new UpdateMachine(true);
    expect(machine.requestRestart({ unsavedInput: false })).toBe('not-ready');
    machine.available('1.2.0');
    expect(machine.requestRestart({ unsavedInput: false })).toBe('not-ready');
    machine.downloaded('1.2.0', null);
    expect(machine.requestRestart({ unsavedInput: true })).toBe('unsaved');
    expect(machine.state.status).toBe('ready');
    expect(machine.requestRestart({ unsavedInput: false })).toBe('restarting');
  });

  it('refuses an update that fails signature verification, reports it, and does not fetch it again', () => {
    const machine = new UpdateMachine(true);
    machine.available('6.6.6');
    machine.error(
      Object.assign(
        new Error('New version 6.6.6 is not signed by the application owner: publisherNames: Conexão'),
        {
          code: 'ERR_UPDATER_INVALID_SIGNATURE',
        },
      ),
    );
    expect(machine.state).toEqual({ status: 'rejected', version: '6.6.6' });
    expect(machine.requestRestart({ unsavedInput: false })).toBe('not-ready');
    expect(machine.canCheck()).toBe(true);
    expect(machine.available('6.6.6')).toBe(false);
    expect(machine.state).toEqual({ status: 'rejected', version: '6.6.6' });
    expect(machine.available('6.6.7')).toBe(true);
  });

  it('tells verification failures from network trouble', () => {
    expect(
      isVerificationFailure({ code: 'ERR_CHECKSUM_MISMATCH', message: 'sha512 checksum mismatch' }),
    ).toBe(true);
    expect(isVerificationFailure(new Error('Code signature at URL file:///x did not pass validation'))).toBe(
      true,
    );
    expect(isVerificationFailure(new Error('net::ERR_INTERNET_DISCONNECTED'))).toBe(false);
    const machine = new UpdateMachine(true);
    machine.checking();
    machine.error(new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(machine.state).toEqual({ status: 'failed' });
    expect(machine.canCheck()).toBe(true);
  });

  it('does nothing at all when updates are off', () => {
    const machine = new UpdateMachine(false);
    machine.checking();
    expect(machine.available('1.2.0')).toBe(false);
    machine.downloaded('1.2.0', null);
    expect(machine.state).toEqual({ status: 'disabled' });
    expect(machine.canCheck()).toBe(false);
  });
});

describe('updater wiring (electron-updater)', () => {
  afterEach(() => vi.useRealTimers());

  function fakeUpdater() {
    const emitter = new EventEmitter();
    const updater = Object.assign(emitter, {
      autoDownload: true,
      autoInstallOnAppQuit: false,
      forceDevUpdateConfig: false,
      setFeedURL: vi.fn(),
      checkForUpdates: vi.fn(async () => null),
      downloadUpdate: vi.fn(async () => []),
      quitAndInstall: vi.fn(),
    });
    return updater as typeof updater & UpdaterLike;
  }

  it('checks at start and every 4 hours, downloads what the machine accepts, installs only on request', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const machine = new UpdateMachine(true);
    const control = startUpdater({
      updater,
      machine,
      feedUrl: 'https://downloads.conexao.ao/desktop',
      isPackaged: true,
      log: vi.fn(),
    });
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://downloads.conexao.ao/desktop',
    });
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);

    updater.emit('update-available', { version: '1.2.0' });
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1);
    updater.emit('download-progress', { percent: 50 });
    updater.emit('update-downloaded', { version: '1.2.0', releaseNotes: '[en]\nFaster\n[pt]\nMais rápido' });
    // A check while an update waits would be pointless.
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();

    expect(control.restart({ unsavedInput: true })).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1000);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(control.restart({ unsavedInput: false })).toBe('restarting');
    await vi.advanceTimersByTimeAsync(200);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
    control.stop();
  });

  it('refuses a feed whose update fails verification, reported through the state', async () => {
    const updater = fakeUpdater();
    const machine = new UpdateMachine(true);
    startUpdater({ updater, machine, feedUrl: null, isPackaged: true, log: vi.fn() }).stop();
    updater.emit('update-available', { version: '9.9.9' });
    updater.emit(
      'error',
      Object.assign(new Error('sha512 checksum mismatch'), { code: 'ERR_CHECKSUM_MISMATCH' }),
    );
    expect(machine.state).toEqual({ status: 'rejected', version: '9.9.9' });
    updater.emit('update-available', { version: '9.9.9' });
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1);
    expect(updater.setFeedURL).not.toHaveBeenCalled();
  });

  it('joins release notes of skipped versions', () => {
    expect(
      releaseNotesText([
        { version: '1.1', note: 'A' },
        { version: '1.2', note: 'B' },
      ]),
    ).toBe('A\n\nB');
    expect(releaseNotesText(null)).toBeNull();
  });
});
