/** The jobs feature's public surface: its routes (dashboard, jobs, post job, job and company detail). */
export { jobsRoutes } from './routes';
/** The dashboard's first reads, which the start-up sends before the app has booted. */
export { dashboardReads } from './api/dashboard-reads';
