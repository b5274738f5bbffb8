/** What other admin features may use of 'Attività': the dashboard's latest entries, loaded when shown. */
export { preloadRecentActivity, RecentActivityTab } from './RecentActivityTab.tsx';
