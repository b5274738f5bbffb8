/** What other admin features may use of 'Attività': the dashboard's latest entries. */
export { RecentActivity } from './RecentActivity.tsx';
