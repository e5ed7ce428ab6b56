/** The profile feature: the setup wizard, the profile screen (its Team tab) and the team invitation page. */
export { invitationRoutes, profileRoutes } from './routes';
