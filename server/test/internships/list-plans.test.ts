import { expect, it } from 'vitest';
import { testApp } from '../helper';
import { expectServedInIndexOrder, orderedReadsOf, sentQueries } from '../query-plan';
import { call, employerWithCompany, postJob } from './fixtures';

/**
 * A job's history (GET /internship/{id}/history) and a company's open jobs (GET /company/{id})
 * are read in their index's order: with plain 'desc' (NULLS FIRST against the indexes' NULLS
 * LAST) both sorted every matching row; now only rows of the same instant are ordered by id.
 */
it("reads a job's history and a company's open jobs in their indexes' order, without sorting them", async () => {
  const t = await testApp();
  const employer = await employerWithCompany(t);
  const jobId = await postJob(t, employer);
  const sent = await sentQueries(t, async () => {
    const history = await call(t, 'GET', `/internship/${jobId}/history`, employer.token);
    expect(history.statusCode, history.body).toBe(200);
    const company = await call(t, 'GET', `/company/${employer.companyId}`, employer.token);
    expect(company.statusCode, company.body).toBe(200);
  });
  const [history, ...otherLogReads] = orderedReadsOf(sent, 'company_activity');
  expect(otherLogReads).toHaveLength(0);
  // The job's own entries, or the company's log filtered to them: both indexes hold this order.
  await expectServedInIndexOrder(t, history!, [
    'company_activity_subject_created_idx',
    'company_activity_company_created_idx',
  ]);
  const jobs = orderedReadsOf(sent, 'internships');
  expect(jobs).toHaveLength(1);
  await expectServedInIndexOrder(t, jobs[0]!, 'internships_company_created_idx');
});
