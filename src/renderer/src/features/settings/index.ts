/** The Settings screen: language everywhere; server address, notifications and start at login in the desktop app. */
export { settingsRoutes } from './routes';
