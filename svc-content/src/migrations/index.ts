import type { Migration } from '@vetrina/service-kit';
import * as createTestimonials from './20250101000001-create-testimonials.ts';
import * as createContactMessages from './20250101000002-create-contact-messages.ts';
import * as contactInboxAndOutbox from './20261123000003-contact-inbox-and-outbox.ts';
import * as createSiteSettings from './20261202000001-create-site-settings.ts';
import * as activityLog from './20261202000004-activity-log.ts';
import * as createOrders from './20261203000001-create-orders.ts';
import * as requestAnswers from './20261204000001-request-answers.ts';
import * as orderPage from './20261205000001-order-page-and-verified-testimonials.ts';

export { SCHEMA } from './schema.ts';

export const migrations: Record<string, Migration> = {
  '20250101000001-create-testimonials': createTestimonials,
  '20250101000002-create-contact-messages': createContactMessages,
  '20261123000003-contact-inbox-and-outbox': contactInboxAndOutbox,
  '20261202000001-create-site-settings': createSiteSettings,
  '20261202000004-activity-log': activityLog,
  '20261203000001-create-orders': createOrders,
  '20261204000001-request-answers': requestAnswers,
  '20261205000001-order-page-and-verified-testimonials': orderPage,
};
