import { app } from 'electron';
import { createAppShell } from './app-shell';
import { userDataOverride } from './config/user-data';
import { registerAppScheme } from './windows/app-protocol';

/**
 * Lifecycle only: scheme registration, the single-instance lock, and the app events, each
 * forwarded to the app shell (app-shell.ts), which owns windows, services and IPC.
 */

// The app:// scheme must be declared privileged before the ready event.
registerAppScheme();

// A separate profile folder (launch tests, a second test account side by side); unpackaged runs only.
const userData = userDataOverride(app.isPackaged, process.env);
if (userData) app.setPath('userData', userData);

if (!app.requestSingleInstanceLock()) {
  // Another Conexão is running; it receives our argv (and any conexao:// link) and shows itself.
  app.quit();
} else {
  const shell = createAppShell();

  app.on('second-instance', (_event, argv) => shell.secondInstance(argv));
  // Registered before ready: macOS sends the launching link through open-url that early.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    shell.openUrl(url);
  });
  app.on('activate', () => shell.activate());
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock until Cmd+Q; elsewhere closing the window quits.
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => shell.start())
    .catch((error: unknown) => {
      console.error('Conexão failed to start:', error);
      app.exit(1);
    });
}
