/** The profile feature: the setup wizard and the profile screen. */
export { profileRoutes } from './routes';
