import { companyInfoBody } from '@shared/api/profile';
import type { CompanyInfo } from '@shared/api/user';
import { toCompanyInfo } from './company-info';
import type { FormInput, UploadStore } from '../uploads';
import type { CompanyRepository } from './repository';

export function createCompanyService(deps: { companies: CompanyRepository; store: UploadStore }) {
  const { companies, store } = deps;
  return {
    /**
     * POST /company/add-info: the caller's own company, created on first save. The logo comes
     * only when newly chosen (spec §7); without one the company keeps its logo.
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
