import type { CompanyRole } from '@shared/team/permissions';
import type { Database } from '../src/db/client';
import { companies, companyMembers } from '../src/db/schema';

/**
 * A company founded by `ownerId`, who becomes its owner (issue 18: the company owns the jobs;
 * its people are company_members). The tests' one way to give an employer a company directly.
 */
export async function foundCompany(
  db: Database,
  ownerId: string,
  values: Omit<typeof companies.$inferInsert, 'createdBy'>,
): Promise<{ id: string }> {
  const [company] = await db
    .insert(companies)
    .values({ ...values, createdBy: ownerId })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  await addMember(db, company.id, ownerId, 'OWNER');
  return company;
}

export async function addMember(
  db: Database,
  companyId: string,
  userId: string,
  role: CompanyRole,
): Promise<void> {
  await db.insert(companyMembers).values({ companyId, userId, role });
}
