import {
  changedSiteSettings,
  publicSiteSettings,
  SETTINGS_CONFLICT_MESSAGE,
  type AdminSiteSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from '@vetrina/contracts';
import { conflict, type Db, type Identity } from '@vetrina/service-kit';
import { settingsOrDefaults } from './settings-defaults.ts';
import * as repo from './settings-repository.ts';

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
 * two people editing at once never overwrite each other unknowingly. Returns the saved settings and the
 * names of the fields that changed.
 */
export async function updateSiteSettings(
  db: Db,
  defaults: SiteSettings,
  input: SiteSettings & { version: number },
  identity: Identity | null,
): Promise<{ settings: AdminSiteSettings; changed: (keyof SiteSettings)[] }> {
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
    return { settings: toAdmin(settings, saved), changed: changedSiteSettings(before, settings) };
  });
}
