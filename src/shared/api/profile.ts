import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MAX_TAGS_PER_LIST,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants';
import { AVAILABILITIES, SPOKEN_LANGUAGES, type SpokenLanguage, toCode } from '../domain';
import { EMAIL_PATTERN } from './email';
import { envelope } from './envelope';
import { sessionTokensSchema } from './session';
import { publicUserSchema } from './user';
import { requiredText, text } from './text';

/**
 * Profile calls (docs/product.md §7): PUT /user/{userId} (the setup wizard), PUT /user/profile (the
 * profile screen, employers and candidates), POST /company/add-info. They are multipart forms,
 * so every field arrives as text; list fields (language, skills) are JSON text. Messages are
 * catalogue keys: the wizard checks the same schemas before it calls the server.
 */

/** Multipart file field names. The wizard's logo travels as `profile_img` (docs/product.md §3 mapping). */
export const SETUP_LOGO_FIELD = 'profile_img';
export const PROFILE_IMAGE_FIELD = 'profile_img';
export const COMPANY_LOGO_FIELD = 'logo';
/**
 * PUT /user/profile: the account's current password, required when `email` changes (a stolen
 * session must not be able to move the account to an address the thief reads).
 */
export const CURRENT_PASSWORD_FIELD = 'current_password';

const LIST_ITEM_MAX_LENGTH = 100;
/** How many languages a profile lists; the profile screen's tag input stops there too. */
export const LANGUAGE_LIST_MAX = 20;
const WEBSITE_MAX_LENGTH = 2000;

/** Blank after trimming = missing (docs/product.md §5). */
const requiredField = (key: string) => requiredText(key, SHORT_TEXT_MAX_LENGTH, 'profile.tooLong');

/** Optional text: absent or blank → null, so a cleared field clears the column. */
const optionalText = (max = SHORT_TEXT_MAX_LENGTH) =>
  text('errors.invalidRequest')
    .trim()
    .max(max, 'profile.tooLong')
    .nullish()
    .transform((v) => v || null);

/**
 * A company website: blank → null; a bare host gets https://; anything but http(s) is refused,
 * so no `javascript:` address ever reaches a link.
 */
export function normaliseWebsite(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const website = text('profile.websiteInvalid')
  .max(WEBSITE_MAX_LENGTH, 'profile.websiteInvalid')
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const url = normaliseWebsite(value);
    if (!url) ctx.addIssue({ code: 'custom', message: 'profile.websiteInvalid' });
    return url;
  });

/** A list sent as JSON text (multipart) or as a plain list (JSON body). */
const jsonList = (key: string, max: number) =>
  z
    .union([text(), z.array(z.unknown())], { error: key })
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return value.trim() ? JSON.parse(value) : [];
      } catch {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(text(key).trim().min(1, key).max(LIST_ITEM_MAX_LENGTH, key), { error: key })
        .max(max, key)
        // Same entry twice is a slip, not information.
        .transform((list) => [...new Set(list)]),
    );

/** Spoken languages as codes (a legacy name such as 'Português' is taken as its code), once each. */
const languageList = (key: string) =>
  jsonList(key, LANGUAGE_LIST_MAX).transform((list, ctx): SpokenLanguage[] => {
    const codes: SpokenLanguage[] = [];
    for (const item of list) {
      const code = toCode(SPOKEN_LANGUAGES, item);
      if (!(SPOKEN_LANGUAGES as readonly unknown[]).includes(code)) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      codes.push(code as SpokenLanguage);
    }
    return [...new Set(codes)];
  });

/** A candidate's availability as a code (or a legacy word for one); blank clears it. */
const availabilityCode = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : toCode(AVAILABILITIES, v)),
    z.enum(AVAILABILITIES, { error: 'profile.availabilityInvalid' }).nullable(),
  )
  .optional();

/** Wizard step 1 (docs/product.md §5): first name and phone required after trimming. */
export const personalStepSchema = z.object({
  first_name: requiredField('profile.firstNameRequired'),
  last_name: optionalText(),
  phone: requiredField('profile.phoneRequired'),
  designation: optionalText(),
});

/** Wizard step 2 (docs/product.md §5): company name, city and phone required after trimming. */
export const companyStepSchema = z.object({
  company_name: requiredField('profile.companyNameRequired'),
  description: optionalText(TEXT_MAX_LENGTH),
  city: requiredField('profile.cityRequired'),
  company_phone: requiredField('profile.phoneRequired'),
  website,
  industry: optionalText(),
});

/** PUT /user/{userId}: both wizard steps at once, checked in the order a person fills them. */
export const profileSetupBody = personalStepSchema.extend(companyStepSchema.shape);
export type ProfileSetupInput = z.input<typeof profileSetupBody>;
export type ProfileSetupBody = z.output<typeof profileSetupBody>;

/** Partial update: an absent field stays as it is, a blank one is cleared. */
const keepOrClear = (max = SHORT_TEXT_MAX_LENGTH) =>
  text('errors.invalidRequest')
    .trim()
    .max(max, 'profile.tooLong')
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * PUT /user/profile. Employers use first_name…language; candidates also city, skills,
 * availability, nationality and headline. The server keeps only the fields of the caller's role.
 */
export const profileUpdateBody = z.object({
  first_name: keepOrClear(),
  last_name: keepOrClear(),
  email: text('auth.signup.invalidEmail')
    .trim()
    .max(EMAIL_MAX_LENGTH, 'auth.signup.invalidEmail')
    .regex(EMAIL_PATTERN, 'auth.signup.invalidEmail')
    .transform((v) => v.toLowerCase())
    .optional(),
  phone: keepOrClear(),
  designation: keepOrClear(),
  language: languageList('profile.languageInvalid').optional(),
  city: keepOrClear(),
  skills: jsonList('profile.skillsInvalid', MAX_TAGS_PER_LIST).optional(),
  availability: availabilityCode,
  nationality: keepOrClear(),
  headline: keepOrClear(),
  [CURRENT_PASSWORD_FIELD]: text('profile.emailChange.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'profile.emailChange.wrongPassword')
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateBody>;
export type ProfileUpdateBody = z.output<typeof profileUpdateBody>;

/** The fields each role may change through PUT /user/profile. */
export const EMPLOYER_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'designation',
  'language',
] as const;
export const CANDIDATE_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'language',
  'city',
  'skills',
  'availability',
  'nationality',
  'headline',
] as const;

/** POST /company/add-info: the profile screen's company tab (creates the company if missing). */
export const companyInfoBody = z.object({
  company_name: requiredField('profile.companyNameRequired'),
  description: optionalText(TEXT_MAX_LENGTH),
  city: optionalText(),
  phone: optionalText(),
  website,
  industry: optionalText(),
});
export type CompanyInfoInput = z.input<typeof companyInfoBody>;
export type CompanyInfoBody = z.output<typeof companyInfoBody>;

/** PUT /user/{userId}. */
export const profileSetupResponse = envelope(z.object({ user: publicUserSchema }));
export type ProfileSetupResponse = z.infer<typeof profileSetupResponse>;

/**
 * A new email is not applied by PUT /user/profile: `user.email` stays, and `pendingEmail` names
 * the address that was sent a code (null when no change waits for confirmation).
 */
export const profileUpdateResponse = envelope(
  z.object({ user: publicUserSchema, pendingEmail: z.string().nullable() }),
);
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

/** POST /user/email/confirm: the code mailed to the pending address (same rule as sign-up's OTP). */
export const emailConfirmBody = z.object({
  code: text('auth.otp.invalid')
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'auth.otp.invalid'),
});
export type EmailConfirmBody = z.input<typeof emailConfirmBody>;

/**
 * The change ends every earlier session, the caller's included (like a password change), so
 * the answer carries a fresh token for the session that confirmed.
 */
export const emailConfirmResponse = envelope(sessionTokensSchema.extend({ user: publicUserSchema }));
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponse>;

/** POST /user/email/resend and DELETE /user/email/pending. */
export const pendingEmailResponse = envelope(z.object({ pendingEmail: z.string().nullable() }));
export type PendingEmailResponse = z.infer<typeof pendingEmailResponse>;

/** POST /company/add-info (the company module's; its schema lives with the company's). */
export { type CompanyInfoResponse, companyInfoResponse } from './company';

/** First failed rule of a schema as a catalogue key, or null when the input passes. */
export function firstIssueKey(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'errors.invalidRequest');
}
