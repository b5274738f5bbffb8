import type { Migration } from '@vetrina/service-kit';
import { createUsers } from './20250101000001-create-users.ts';
import { addSecurityStamp } from './20261126000001-add-security-stamp.ts';
import { activityLog } from './20261202000002-activity-log.ts';

export const AUTH_SCHEMA = 'auth';

export const migrations: Record<string, Migration> = {
  '20250101000001-create-users': createUsers,
  '20261126000001-add-security-stamp': addSecurityStamp,
  '20261202000002-activity-log': activityLog,
};
