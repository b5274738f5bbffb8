import type { Db } from '@vetrina/service-kit';

export interface SettingsRow {
  id: number;
  data: Record<string, unknown>;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

const ROW_ID = 1;

/** The saved settings (the row locked until the transaction ends, with `forUpdate`), or none yet. */
export async function findSettings(db: Db, { forUpdate = false } = {}): Promise<SettingsRow | undefined> {
  const query = db('site_settings').where({ id: ROW_ID });
  return (forUpdate ? query.forUpdate() : query).first<SettingsRow | undefined>();
}

/**
 * Saves the document if the stored version is still `expectedVersion` (0: nothing saved yet); returns
 * the new row, or undefined when another save came first.
 */
export async function saveSettings(
  db: Db,
  values: { data: object; expectedVersion: number; updatedBy: string | null },
): Promise<SettingsRow | undefined> {
  const { rows } = await db.raw<{ rows: SettingsRow[] }>(
    `INSERT INTO site_settings (id, data, version, updated_at, updated_by)
     VALUES (:id, :data::jsonb, 1, now(), :updatedBy)
     ON CONFLICT (id) DO UPDATE
       SET data = EXCLUDED.data, version = site_settings.version + 1, updated_at = now(),
           updated_by = EXCLUDED.updated_by
       WHERE site_settings.version = :expectedVersion
     RETURNING *`,
    {
      id: ROW_ID,
      data: JSON.stringify(values.data),
      updatedBy: values.updatedBy,
      expectedVersion: values.expectedVersion,
    },
  );
  const row = rows[0];
  // A first save (nothing stored) always inserts version 1: it only counts when 0 was expected.
  return row && row.version === values.expectedVersion + 1 ? row : undefined;
}
