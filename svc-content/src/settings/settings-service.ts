import {
  publicSiteSettings,
  SITE_SETTINGS_LABELS,
  SETTINGS_CONFLICT_MESSAGE,
  type AdminSiteSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from '@vetrina/contracts';
import { changedFieldsSummary, conflict, recordActivity, type Db, type Identity } from '@vetrina/service-kit';
import { settingsOrDefaults } from './settings-defaults.ts';
import * as repo from './settings-repository.ts';

/** The settings screen, the activity entries' link. */
export const SETTINGS_ADMIN_HREF = '/admin/impostazioni';

const toAdmin = (settings: SiteSettings, row: repo.SettingsRow | undefined): AdminSiteSettings => ({
  ...settings,
  version: row?.version ?? 0,
  updatedAt: row?.updated_at.toISOString() ?? null,
});

/** The settings in force: the saved document, or the defaults before the first save. */
export async function readSiteSettings(db: Db, defaults: SiteSettings): Promise<SiteSettings> {
  const row = await repo.findSettings(db);
  return row ? settingsOrDefaults(row.data, defaults) : defaults;
}

export async function getAdminSiteSettings(db: Db, defaults: SiteSettings): Promise<AdminSiteSettings> {
  const row = await repo.findSettings(db);
  return toAdmin(row ? settingsOrDefaults(row.data, defaults) : defaults, row);
}

export async function getPublicSiteSettings(db: Db, defaults: SiteSettings): Promise<PublicSiteSettings> {
  return publicSiteSettings(await readSiteSettings(db, defaults));
}

/**
 * Saves the settings read at `version`; a save made since then wins and this one is refused (409), so
 * two people editing at once never overwrite each other unknowingly. The activity log gets the names of
 * the fields that changed (never their values: the e-mail is personal data), in the same transaction.
 */
export async function updateSiteSettings(
  db: Db,
  defaults: SiteSettings,
  input: SiteSettings & { version: number },
  identity: Identity | null,
): Promise<AdminSiteSettings> {
  const { version, ...settings } = input;
  return db.transaction(async (trx) => {
    const current = await repo.findSettings(trx, { forUpdate: true });
    if ((current?.version ?? 0) !== version) throw conflict(SETTINGS_CONFLICT_MESSAGE);
    const before = current ? settingsOrDefaults(current.data, defaults) : defaults;
    const saved = await repo.saveSettings(trx, {
      data: settings,
      expectedVersion: version,
      updatedBy: identity?.username ?? null,
    });
    if (!saved) throw conflict(SETTINGS_CONFLICT_MESSAGE);
    await recordActivity(trx, {
      kind: 'settings',
      action: 'updated',
      actor: identity,
      itemId: 'sito',
      itemLabel: 'Impostazioni',
      itemHref: SETTINGS_ADMIN_HREF,
      summary: changedFieldsSummary(before, settings, SITE_SETTINGS_LABELS),
    });
    return toAdmin(settings, saved);
  });
}
