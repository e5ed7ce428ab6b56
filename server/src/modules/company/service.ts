import { companyInfoBody } from '@shared/api/profile';
import type { CompanyDetail, Internship } from '@shared/api/internships';
import type { CompanyInfo } from '@shared/api/user';
import { AppError } from '../../http/app-error';
import { toCompanyInfo } from './company-info';
import type { FormInput, UploadStore } from '../uploads';
import type { CompanyRepository } from './repository';

/** The company's open jobs, supplied by the jobs module through app.ts (see registerCompanyModule). */
export type CompanyJobsSource = (companyId: string, readerIsOwner: boolean) => Promise<Internship[]>;

export function createCompanyService(deps: {
  companies: CompanyRepository;
  store: UploadStore;
  activeJobsOf: CompanyJobsSource;
}) {
  const { companies, store, activeJobsOf } = deps;
  return {
    /** GET /company/:id: any signed-in reader; applicant counts only for the company's owner. */
    async page(companyId: string, readerId: string): Promise<CompanyDetail> {
      const company = await companies.findById(companyId);
      if (!company) throw new AppError(404, 'NOT_FOUND', 'jobs.companyNotFound');
      return {
        company: toCompanyInfo(company),
        internships: await activeJobsOf(company.id, company.userId === readerId),
      };
    },

    /**
     * POST /company/add-info: the caller's own company, created on first save. The logo comes
     * only when newly chosen (docs/product.md §7); without one the company keeps its logo.
     */
    async saveInfo(userId: string, form: FormInput): Promise<CompanyInfo> {
      const body = companyInfoBody.parse(form.fields);
      const logo = form.file ? await store.saveImage(form.file.bytes) : undefined;
      try {
        const previous = logo ? await companies.findByUser(userId) : null;
        const saved = await companies.upsert(userId, {
          companyName: body.company_name,
          description: body.description,
          city: body.city,
          phone: body.phone,
          website: body.website,
          industry: body.industry,
          ...(logo ? { logo } : {}),
        });
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
