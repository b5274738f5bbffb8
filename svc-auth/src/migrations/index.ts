import type { Migration } from '@vetrina/service-kit';
import { createUsers } from './20250101000001-create-users.ts';
import { addSecurityStamp } from './20261126000001-add-security-stamp.ts';
import { activityLog } from './20261202000002-activity-log.ts';
import { createPasskeys } from './20261203000001-passkeys.ts';
import { pushSubscriptions } from './20261205000007-push-subscriptions.ts';
import { forgetTypedSignInNames } from './20261206000001-forget-typed-sign-in-names.ts';

export const AUTH_SCHEMA = 'auth';

export const migrations: Record<string, Migration> = {
  '20250101000001-create-users': createUsers,
  '20261126000001-add-security-stamp': addSecurityStamp,
  '20261202000002-activity-log': activityLog,
  '20261203000001-passkeys': createPasskeys,
  '20261205000007-push-subscriptions': pushSubscriptions,
  '20261206000001-forget-typed-sign-in-names': forgetTypedSignInNames,
};
