/** Notifications (issue 15): the whole history (/notifications) and an email's unsubscribe page (public). */
export { notificationRoutes, unsubscribeRoutes } from './routes';
