import { z } from 'zod';
import { envelope } from './envelope';

/** Company info (docs/product.md §3): shown with a job, on the company page and in the profile. */
export const companyInfoSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  logo: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** POST /company/add-info. */
export const companyInfoResponse = envelope(z.object({ company_info: companyInfoSchema }));
export type CompanyInfoResponse = z.infer<typeof companyInfoResponse>;
