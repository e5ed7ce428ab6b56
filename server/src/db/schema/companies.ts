import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** An employer's company (docs/product.md §3 Company info); one per employer account. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  description: text('description'),
  city: text('city'),
  phone: text('phone'),
  website: text('website'),
  industry: text('industry'),
  logo: text('logo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
