import { ACTIVITY_KINDS, type ActivityKind } from '@vetrina/contracts';
import type { ActivityFilter } from './activity-api.ts';

/** The filters of the activity page (activity-path.ts) live in its query: ?tipo=product&utente=anna. */
const KIND_PARAM = 'tipo';
const USER_PARAM = 'utente';
/** The API's limit on a username filter. */
const USER_MAX_LENGTH = 100;

const isKind = (value: string | null): value is ActivityKind =>
  value !== null && (ACTIVITY_KINDS as readonly string[]).includes(value);

/** The filters an address asks for; an unknown kind or an unusable user is no filter (never a 400). */
export function filterFromParams(params: URLSearchParams): ActivityFilter {
  const kind = params.get(KIND_PARAM);
  const user = params.get(USER_PARAM)?.trim() ?? '';
  return {
    kind: isKind(kind) ? kind : null,
    user: user !== '' && user.length <= USER_MAX_LENGTH && !/[\p{Cc}]/u.test(user) ? user : null,
  };
}

export function paramsFromFilter(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set(KIND_PARAM, filter.kind);
  if (filter.user) params.set(USER_PARAM, filter.user);
  return params;
}
