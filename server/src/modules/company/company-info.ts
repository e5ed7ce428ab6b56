import type { CompanyInfo } from '@shared/api/user';
import type { CompanyRow } from './repository';

/** A company as the API shows it, field by field (no owner id, no timestamps). */
export function toCompanyInfo(company: CompanyRow): CompanyInfo {
  return {
    id: company.id,
    company_name: company.companyName,
    description: company.description,
    city: company.city,
    phone: company.phone,
    website: company.website,
    industry: company.industry,
    logo: company.logo,
  };
}
