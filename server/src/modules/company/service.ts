import { companyInfoBody } from '@shared/api/profile';
import type { CompanyDetail, Internship } from '@shared/api/internships';
import type { CompanyInfo } from '@shared/api/user';
import { AppError } from '../../http/app-error';
import { toCompanyInfo } from './company-info';
import type { FormInput, UploadStore } from '../uploads';
import type { ActivityRecord } from './activity-log';
import type { CompanyRepository } from './repository';

/** The company's open jobs, supplied by the jobs module through app.ts (see registerCompanyModule). */
export type CompanyJobsSource = (companyId: string, readerIsOwner: boolean) => Promise<Internship[]>;

export function createCompanyService(deps: {
  companies: CompanyRepository;
  store: UploadStore;
  activeJobsOf: CompanyJobsSource;
  record: (entry: ActivityRecord) => Promise<void>;
}) {
  const { companies, store, activeJobsOf, record } = deps;
  return {
    /** GET /company/:id: any signed-in reader; applicant counts only for the company's members. */
    async page(companyId: string, readerCompanyId: string | undefined): Promise<CompanyDetail> {
      const company = await companies.findById(companyId);
      if (!company) throw new AppError(404, 'NOT_FOUND', 'jobs.companyNotFound');
      return {
        company: toCompanyInfo(company),
        internships: await activeJobsOf(company.id, company.id === readerCompanyId),
      };
    },

    /**
     * POST /company/add-info: the caller's company, created on first save with the caller as
     * its owner (the wizard); later saves by a member allowed to edit it (the route's guard).
     * The logo comes only when newly chosen (docs/product.md §7); without one it is kept.
     */
    async saveInfo(
      caller: { id: string; companyId: string | undefined },
      form: FormInput,
    ): Promise<CompanyInfo> {
      const body = companyInfoBody.parse(form.fields);
      const logo = form.file ? await store.saveImage(form.file.bytes) : undefined;
      try {
        const values = {
          companyName: body.company_name,
          description: body.description,
          city: body.city,
          phone: body.phone,
          website: body.website,
          industry: body.industry,
          ...(logo ? { logo } : {}),
        };
        if (!caller.companyId) {
          const created = await companies.createOwned(caller.id, values);
          // Joined a company between the guard and here (an invitation accepted in another window).
          if (!created) throw new AppError(409, 'CONFLICT', 'team.invitation.alreadyInCompany');
          return toCompanyInfo(created);
        }
        const previous = logo ? await companies.findById(caller.companyId) : null;
        const saved = await companies.update(caller.companyId, values);
        await record({ companyId: caller.companyId, actorId: caller.id, action: 'COMPANY_UPDATED' });
        if (logo) await store.remove(previous?.logo);
        return toCompanyInfo(saved);
      } catch (error) {
        await store.remove(logo);
        throw error;
      }
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
