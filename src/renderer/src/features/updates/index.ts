/** The desktop app's own updates: progress, 'Restart to update', and what's new after an update. */
export { UpdateCenter } from './components/update-center';
