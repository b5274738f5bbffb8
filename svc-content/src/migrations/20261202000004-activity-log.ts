import { activityMigration } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/** Issue 19: the service's activity log (`<schema>.activity`, see docs/decisions/activity-log.md). */
export const { up, down } = activityMigration(SCHEMA);
