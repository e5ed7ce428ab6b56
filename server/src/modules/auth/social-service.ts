import type { Role } from '@shared/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import type { SessionRevocations } from '../../security/session-revocations';
import { type AccountRow, type AuthRepository, isUniqueViolation } from './repository';
import type { Session } from './service';
import type { SessionService } from './sessions';
import type { ProviderVerifier } from './social-providers';

export type SocialProvider = 'GOOGLE' | 'FACEBOOK';

export interface SocialServiceDeps {
  repo: AuthRepository;
  clock: Clock;
  sessions: SessionService;
  /** Claiming an unverified account bumps its token version: whoever held a token for it is out. */
  revocations: SessionRevocations;
  verifiers: Partial<Record<SocialProvider, ProviderVerifier>>;
}

/**
 * Google / Facebook sign-in. The account's email is the one the provider confirms, never the
 * one the client claims; the client's name and photo are only fallbacks.
 */
export function createSocialService({ repo, clock, sessions, revocations, verifiers }: SocialServiceDeps) {
  async function findOrCreate(
    provider: SocialProvider,
    email: string,
    role: Role,
    name: string | null,
    picture: string | null,
  ): Promise<AccountRow> {
    const existing = await repo.findByEmail(email);
    if (existing) {
      if (existing.role !== role) throw new AppError(403, 'WRONG_ROLE', 'auth.signin.wrongRole');
      if (!existing.emailVerified) {
        await repo.claimUnverified(existing.id, provider, clock.now());
        revocations.revoked(existing.id);
        return (await repo.findById(existing.id))!;
      }
      return existing;
    }
    const [firstName = null, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
    const lastName = rest.length > 0 ? rest.join(' ') : null;
    try {
      return await repo.create(
        {
          email,
          passwordHash: null,
          role,
          provider,
          emailVerified: true,
          firstName,
          lastName,
          profileImg: picture,
          searchText: toSearchText(firstName, lastName),
        },
        clock.now(),
      );
    } catch (error) {
      // A parallel first sign-in created it a moment ago.
      if (isUniqueViolation(error)) return (await repo.findByEmail(email))!;
      throw error;
    }
  }

  return {
    isEnabled: (provider: SocialProvider) => Boolean(verifiers[provider]),

    async signIn(
      provider: SocialProvider,
      input: { credential: string; role: Role; name: string; photo?: string | null },
    ): Promise<Session> {
      const verifier = verifiers[provider];
      if (!verifier) throw new AppError(400, 'PROVIDER_DISABLED', 'auth.social.unavailable');
      const identity = await verifier.verify(input.credential);
      if (!identity) {
        const key = provider === 'GOOGLE' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed';
        throw new AppError(401, 'INVALID_CREDENTIALS', key);
      }
      const account = await findOrCreate(
        provider,
        identity.email,
        input.role,
        identity.name ?? (input.name || null),
        identity.picture ?? input.photo ?? null,
      );
      const tokens = await sessions.start(account);
      return { ...tokens, userId: account.id, profileSetup: account.profileSetup };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
