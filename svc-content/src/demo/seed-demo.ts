import { recordActivity, type Db, type Logger } from '@vetrina/service-kit';
import { countTestimonials } from '../testimonials/testimonial-repository.ts';
import { DEMO_TESTIMONIALS } from './demo-testimonials.ts';

const DAY_MS = 86_400_000;

/** Loads the demo testimonials into an empty table; the lock makes concurrent starts seed once. */
export async function seedDemoData(db: Db, options: { logger?: Logger } = {}): Promise<boolean> {
  if ((await countTestimonials(db)) > 0) return false;
  const seeded = await db.transaction(async (trx) => {
    await trx.raw('LOCK TABLE testimonials IN EXCLUSIVE MODE');
    if ((await countTestimonials(trx)) > 0) return false;
    const now = Date.now();
    await trx('testimonials').insert(
      DEMO_TESTIMONIALS.map((t, i) => ({ ...t, created_at: new Date(now - (i + 1) * 3 * DAY_MS) })),
    );
    // Recorded as what it is: the system loaded the demo testimonials (no invented admin entries).
    await recordActivity(trx, {
      kind: 'testimonial',
      action: 'created',
      actor: null,
      summary: `Testimonianze di esempio caricate: ${DEMO_TESTIMONIALS.length}`,
    });
    return true;
  });
  if (seeded) options.logger?.info({ testimonials: DEMO_TESTIMONIALS.length }, 'demo testimonials loaded');
  return seeded;
}
