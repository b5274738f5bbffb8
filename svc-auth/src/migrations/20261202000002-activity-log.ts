import { activityMigration, type Migration } from '@vetrina/service-kit';

/** Issue 19: the service's activity log (`auth.activity`, see docs/decisions/activity-log.md). */
export const activityLog: Migration = activityMigration('auth');
