/** The shell feature: the dashboard frame every protected route renders inside. */
export { ShellLayout } from './components/shell-layout';
