import { z } from 'zod';
import { envelope, timestamp } from './envelope';

/**
 * Candidates' CVs (issue 19, docs/product.md §3 CV): one PDF per candidate profile, and a copy
 * kept with each application it was sent with. The files themselves are never public: they are
 * read through GET /applications/{id}/cv (the company applied to, and the candidate) and
 * GET /user/cv (the candidate).
 */

/** The multipart field that carries the PDF, on POST /applications/apply/{id} and PUT /user/cv. */
export const CV_FIELD = 'cv';

/** What is shown about a CV without reading it. */
export const cvSummarySchema = z.object({
  /** The name the candidate's file had (cleaned up; always ends in .pdf). */
  file_name: z.string(),
  size: z.number().int().describe('Bytes.'),
  uploadedAt: timestamp,
});
export type CvSummary = z.infer<typeof cvSummarySchema>;

/** GET /user/cv, PUT /user/cv: the candidate's profile CV (null: none). */
export const profileCvResponse = envelope(z.object({ cv: cvSummarySchema.nullable() }));
export type ProfileCvResponse = z.infer<typeof profileCvResponse>;

/** `?download=1` asks for `Content-Disposition: attachment` instead of inline. */
export const cvFileQuery = z.object({
  download: z.enum(['0', '1'], { error: 'errors.invalidRequest' }).optional(),
});

/**
 * The name a CV is saved under when downloaded: the candidate's name, so a recruiter's downloads
 * folder tells the files apart ("CV Ana Silva.pdf"). Server (Content-Disposition) and app
 * (the Download button) use this one function.
 */
export function cvDownloadName(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((part) => (part ?? '').replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, 80)
    .trim();
  return name ? `CV ${name}.pdf` : 'CV.pdf';
}
