import type { Db } from '@vetrina/service-kit';
import { FIXED_CATEGORIES } from '@vetrina/contracts';
import { SCHEMA } from './schema.ts';

const DESCRIPTIONS: Record<(typeof FIXED_CATEGORIES)[number]['slug'], string> = {
  accessori:
    'Bavaglini, portaciuccio, sacchettini e piccoli accessori cuciti a mano, personalizzabili con il nome del bambino.',
  'set-nascita':
    'Set nascita coordinati per accogliere il nuovo arrivato: copertine, lenzuolini e fiocchi nascita in cotone morbido.',
  giochi:
    'Giochi di stoffa sicuri e morbidi: sonaglini, pupazzi e libri tattili pensati per le piccole mani.',
  'per-noi-mamme':
    'Borse, pochette e organizer per le mamme, con tasche comode per tutto ciò che serve fuori casa.',
  natale:
    'Decorazioni e idee regalo natalizie fatte a mano: calze della Befana, addobbi e pensieri personalizzati.',
};

/** The five fixed categories always exist; re-running never duplicates them. */
export async function up(db: Db): Promise<void> {
  const rows = FIXED_CATEGORIES.map((c) => ({
    name: c.name,
    slug: c.slug,
    description: DESCRIPTIONS[c.slug],
  }));
  await db.withSchema(SCHEMA).table('categories').insert(rows).onConflict('slug').ignore();
}

export async function down(db: Db): Promise<void> {
  await db
    .withSchema(SCHEMA)
    .table('categories')
    .whereIn(
      'slug',
      FIXED_CATEGORIES.map((c) => c.slug),
    )
    .delete();
}
