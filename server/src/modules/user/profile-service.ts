import {
  CANDIDATE_PROFILE_FIELDS,
  CURRENT_PASSWORD_FIELD,
  EMPLOYER_PROFILE_FIELDS,
  type ProfileUpdateBody,
  personalStepSchema,
  profileSetupBody,
  profileUpdateBody,
} from '@shared/api/profile';
import type { PublicUser } from '@shared/api/user';
import type { Lang, Role } from '@shared/domain';
import { can } from '@shared/team/permissions';
import { AppError, forbidden, unauthorized } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-hooks';
import { toSearchText } from '../../lib/search-text';
import type { CurrentPasswordCheck } from '../auth/current-password';
import type { CompanyRepository } from '../company/repository';
import type { FormInput, UploadStore } from '../uploads';
import { type EmailChangeService, emailTaken } from './email-change-service';
import type { ProfileRepository, UserPatch } from './profile-repository';
import { toPublicUser } from './public-user';

/** Saves an uploaded image first; if the database write then fails, the file goes again. */
async function withImage<T>(
  store: UploadStore,
  file: FormInput['file'],
  write: (storedPath: string | undefined) => Promise<T>,
): Promise<T> {
  const stored = file ? await store.saveImage(file.bytes) : undefined;
  try {
    return await write(stored);
  } catch (error) {
    await store.remove(stored);
    throw error;
  }
}

function fieldsFor(role: Role): readonly string[] {
  return role === 'CANDIDATE' ? CANDIDATE_PROFILE_FIELDS : EMPLOYER_PROFILE_FIELDS;
}

export function createProfileService(deps: {
  profiles: ProfileRepository;
  companies: CompanyRepository;
  store: UploadStore;
  emailChanges: EmailChangeService;
  /** A new email needs the current password (sign-in failure limit applies). */
  currentPasswordOk: CurrentPasswordCheck;
}) {
  const { profiles, companies, store, emailChanges, currentPasswordOk } = deps;

  /**
   * A stolen session must not become a permanent takeover by moving the account to the thief's
   * address: the change needs the current password, checked before anything is saved or mailed.
   */
  async function assertMayChangeEmail(
    account: { email: string; passwordHash: string | null },
    password: string | undefined,
  ): Promise<void> {
    // Social sign-in accounts have no password to prove anything with: 'Forgot password' sets one.
    if (!account.passwordHash) throw new AppError(403, 'FORBIDDEN', 'profile.emailChange.noPassword');
    if (!password) throw new AppError(400, 'VALIDATION_ERROR', 'profile.emailChange.passwordRequired');
    if (!(await currentPasswordOk(account, password))) {
      throw new AppError(400, 'INVALID_CREDENTIALS', 'profile.emailChange.wrongPassword');
    }
  }

  return {
    /**
     * PUT /user/{userId}: the setup wizard. Only the account itself may write its profile;
     * the body is checked (docs/product.md §5 step rules) before any file is kept.
     */
    async setup(caller: AuthUser, userId: string, form: FormInput): Promise<PublicUser> {
      if (caller.id !== userId) throw forbidden();
      // A member who joined by invitation skips the company step: only the personal fields then.
      // A member who may edit the company and sends its fields updates it; one who sends none
      // (the wizard skipped the step) leaves it as it is.
      const withCompany =
        !caller.company || (can(caller.company.role, 'company.edit') && 'company_name' in form.fields);
      const body = personalStepSchema.parse(form.fields);
      const companyBody = withCompany ? profileSetupBody.parse(form.fields) : null;
      return withImage(store, form.file, async (logo) => {
        const current = await profiles.findUser(userId);
        if (!current) throw unauthorized();
        const saved = await profiles.saveSetup(
          userId,
          {
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone,
            designation: body.designation,
            profileSetup: true,
            searchText: toSearchText(body.first_name, body.last_name, current.headline),
          },
          companyBody
            ? {
                companyName: companyBody.company_name,
                description: companyBody.description,
                city: companyBody.city,
                phone: companyBody.company_phone,
                website: companyBody.website,
                industry: companyBody.industry,
                // No new logo: the company keeps the one it has.
                ...(logo ? { logo } : {}),
              }
            : null,
        );
        if (!saved) throw unauthorized();
        // A logo that no company took (a member who may not edit it) is not kept either.
        if (logo && saved.company?.logo !== logo) await store.remove(logo);
        else if (logo && saved.previousLogo !== logo) await store.remove(saved.previousLogo);
        return toPublicUser(saved.user, saved.company);
      });
    },

    /**
     * PUT /user/profile: the caller's own fields (employer or candidate), partial. A new email
     * is not written here: it becomes a pending change and its code goes to that address
     * (`codeSentTo`); every other field saves as before.
     */
    async update(
      caller: AuthUser,
      form: FormInput,
      lang: Lang,
    ): Promise<{ user: PublicUser; pendingEmail: string | null; codeSentTo: string | null }> {
      const parsed = profileUpdateBody.parse(form.fields);
      const allowed = new Set(fieldsFor(caller.role));
      const body = Object.fromEntries(
        Object.entries(parsed).filter(([key, value]) => allowed.has(key) && value !== undefined),
      ) as Partial<ProfileUpdateBody>;

      const current = await profiles.findUser(caller.id);
      if (!current) throw unauthorized();
      // Both sides are lower-case (schema and CHECK), so this compares normalised addresses.
      const newEmail = body.email && body.email !== current.email ? body.email : null;
      if (newEmail) {
        await assertMayChangeEmail(current, parsed[CURRENT_PASSWORD_FIELD]);
        if (await profiles.isEmailTakenByOther(newEmail, caller.id)) throw emailTaken();
        // Over the hour's or day's codes for that address: refused before anything is saved.
        await emailChanges.assertCodeAllowed(newEmail);
      }

      const user = await withImage(store, form.file, async (image) => {
        const result = await profiles.updateUser(caller.id, (current): UserPatch => {
          const firstName = body.first_name !== undefined ? body.first_name : current.firstName;
          const lastName = body.last_name !== undefined ? body.last_name : current.lastName;
          const headline = body.headline !== undefined ? body.headline : current.headline;
          return {
            ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
            ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
            ...(body.phone !== undefined ? { phone: body.phone } : {}),
            ...(body.designation !== undefined ? { designation: body.designation } : {}),
            ...(body.language ? { language: body.language } : {}),
            ...(body.city !== undefined ? { city: body.city } : {}),
            ...(body.skills ? { skills: body.skills } : {}),
            ...(body.availability !== undefined ? { availability: body.availability } : {}),
            ...(body.nationality !== undefined ? { nationality: body.nationality } : {}),
            ...(body.headline !== undefined ? { headline: body.headline } : {}),
            ...(image ? { profileImg: image } : {}),
            searchText: toSearchText(firstName, lastName, headline),
          };
        });
        if (!result) throw unauthorized();
        if (image) await store.remove(result.before.profileImg);
        const company = await companies.findByUser(caller.id);
        return toPublicUser(result.after, company);
      });

      if (newEmail) await emailChanges.request(caller.id, newEmail, lang);
      const pendingEmail = newEmail ?? (await emailChanges.pendingEmail(caller.id));
      return { user, pendingEmail, codeSentTo: newEmail };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
