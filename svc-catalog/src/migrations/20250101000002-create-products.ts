import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('products', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.text('short_description').nullable();
    t.text('image').notNullable();
    t.decimal('price', 10, 2).nullable();
    t.text('availability').notNullable().defaultTo('Disponibile');
    t.integer('category_id').nullable().references('id').inTable(`${SCHEMA}.categories`).onDelete('SET NULL');
    t.boolean('featured').notNullable().defaultTo(false);
    t.boolean('is_customizable').notNullable().defaultTo(false);
    t.decimal('customization_price', 10, 2).notNullable().defaultTo('8.00');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['category_id'], 'products_category_id_idx');
    t.index(['created_at'], 'products_created_at_idx');
  });
  // The home page asks for featured products on every visit.
  await db.raw('CREATE INDEX products_featured_idx ON ??.products (created_at DESC) WHERE featured', [
    SCHEMA,
  ]);
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('products');
}
