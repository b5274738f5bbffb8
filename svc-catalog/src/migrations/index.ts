import type { Migration } from '@vetrina/service-kit';
import * as createCategories from './20250101000001-create-categories.ts';
import * as createProducts from './20250101000002-create-products.ts';
import * as createProductMedia from './20250101000003-create-product-media.ts';
import * as seedFixedCategories from './20250101000004-seed-fixed-categories.ts';
import * as draftsAltLeadTime from './20261123000005-drafts-alt-lead-time.ts';
import * as italianSearch from './20261201000006-italian-search.ts';
import * as activityLog from './20261202000007-activity-log.ts';
import * as productSafety from './20261205000009-product-safety.ts';
import * as productQuestions from './20261205000010-product-questions.ts';

export { SCHEMA } from './schema.ts';

export const migrations: Record<string, Migration> = {
  '20250101000001-create-categories': createCategories,
  '20250101000002-create-products': createProducts,
  '20250101000003-create-product-media': createProductMedia,
  '20250101000004-seed-fixed-categories': seedFixedCategories,
  '20261123000005-drafts-alt-lead-time': draftsAltLeadTime,
  '20261201000006-italian-search': italianSearch,
  '20261202000007-activity-log': activityLog,
  '20261205000009-product-safety': productSafety,
  '20261205000010-product-questions': productQuestions,
};
