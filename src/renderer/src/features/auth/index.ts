/** The auth feature's public surface: its routes and the profile sync for the app shell. */
export { useProfileSync } from './hooks/use-profile-sync';
export { authRoutes } from './routes';
