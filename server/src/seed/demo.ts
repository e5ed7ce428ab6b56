import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  AVAILABILITIES,
  INTERNSHIP_TYPES,
  type SpokenLanguage,
} from '@shared/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { CvStore } from '../modules/uploads';
import {
  applicationCvs,
  applicationStatusHistory,
  applications,
  candidateCvs,
  companies,
  companyMembers,
  internships,
  messages,
  users,
} from '../db/schema';
import { toSearchText } from '../lib/search-text';
import { sampleCv } from './sample-cv';
import {
  CHAT_LINES,
  CITIES,
  EDUCATION,
  EXPERIENCE,
  FIRST_NAMES,
  HEADLINES,
  INDUSTRIES,
  JOB_TITLES,
  SKILLS,
  SURNAMES,
} from './names';

/**
 * The demo data set: one employer with a finished profile and company in Luanda, a dozen jobs,
 * sixty candidates across Angola and their applications in every status, plus a few chats.
 * Everything is deterministic (same names on every machine) and written in one transaction, so
 * a second run finds the demo employer and changes nothing.
 */

export const DEMO_EMAIL = 'demo@conexao.ao';
export const DEMO_PASSWORD = 'Conexao-demo-2026';
export const DEMO_CANDIDATES = 60;
export const DEMO_JOBS = 12;
export const DEMO_CANDIDATE_DOMAIN = 'demo.conexao.ao';

const DAY = 86_400_000;

export interface DemoResult {
  created: boolean;
  employerId: string;
  jobs: number;
  candidates: number;
  applications: number;
  messages: number;
}

/** Every DEMO_CV_EVERY-th candidate has a CV on their profile, sent with each of their applications. */
export const DEMO_CV_EVERY = 4;

/**
 * `passwordHash` is the hash of DEMO_PASSWORD (made once by the caller, shared by every account).
 * With `cvs` (the CV store of DATA_DIR), some candidates get a small real PDF as their CV.
 */
export async function seedDemo(
  db: Database,
  passwordHash: string,
  now = new Date(),
  cvs?: CvStore,
): Promise<DemoResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (existing) {
      return {
        created: false,
        employerId: existing.id,
        jobs: 0,
        candidates: 0,
        applications: 0,
        messages: 0,
      };
    }
    const ago = (days: number) => new Date(now.getTime() - days * DAY);

    const [employer] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        role: 'EMPLOYER',
        emailVerified: true,
        firstName: 'Helena',
        lastName: 'Mendes',
        phone: '+244 923 456 789',
        designation: 'Gestora de Recursos Humanos',
        language: ['pt', 'en'],
        city: 'Luanda',
        profileSetup: true,
        searchText: toSearchText('Helena', 'Mendes'),
        createdAt: ago(120),
      })
      .returning({ id: users.id });
    const employerId = employer!.id;
    const [company] = await tx
      .insert(companies)
      .values({
        createdBy: employerId,
        companyName: 'Kianda Tecnologia, Lda.',
        description:
          'Empresa angolana de serviços digitais com sede em Talatona, Luanda. Formamos jovens talentos através de estágios remunerados.',
        city: 'Luanda',
        phone: '+244 222 123 456',
        website: 'https://kianda.co.ao',
        industry: 'Tecnologia',
      })
      .returning({ id: companies.id });
    // Issue 18: the company's people; the demo employer founded it, so owns it.
    await tx.insert(companyMembers).values({ userId: employerId, companyId: company!.id, role: 'OWNER' });

    const jobRows = JOB_TITLES.slice(0, DEMO_JOBS).map((title, i) => {
      const created = ago(3 + i * 6);
      // Two jobs are over: one marked expired by hand, one whose date simply passed.
      const expiration =
        i === 10 ? ago(2) : i === 11 ? ago(20) : new Date(now.getTime() + (15 + i * 7) * DAY);
      const minSalary = 60_000 + (i % 5) * 15_000;
      return {
        companyId: company!.id,
        postedBy: employerId,
        title,
        searchTitle: toSearchText(title),
        industry: INDUSTRIES[i % INDUSTRIES.length]!,
        skillsRequired: [SKILLS[i % SKILLS.length]!, SKILLS[(i + 3) % SKILLS.length]!, 'Inglês'],
        experience: [EXPERIENCE[i % EXPERIENCE.length]!],
        education: [EDUCATION[i % EDUCATION.length]!],
        schedule: ['Segunda a sexta, 8h–16h'],
        minSalary: i % 4 === 3 ? null : minSalary,
        maxSalary: i % 4 === 3 ? null : minSalary + 40_000,
        internshipType: INTERNSHIP_TYPES[i % INTERNSHIP_TYPES.length]!,
        internshipCity: i % 3 === 0 ? 'Luanda' : CITIES[i % CITIES.length]!,
        numberOfOpening: 1 + (i % 4),
        expirationDate: expiration,
        description: `${title} na Kianda Tecnologia: seis meses de estágio com tutor, formação e subsídio mensal.`,
        responsibilities:
          'Participar nas reuniões da equipa, apoiar os projectos em curso e apresentar um relatório final.',
        postingDate: created,
        activeStatus: i === 11 ? ('IN-ACTIVE' as const) : ('ACTIVE' as const),
        createdAt: created,
      };
    });
    const jobs = await tx
      .insert(internships)
      .values(jobRows)
      .returning({ id: internships.id, createdAt: internships.createdAt });

    const candidateRows = Array.from({ length: DEMO_CANDIDATES }, (_, i) => {
      const firstName = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
      const lastName = SURNAMES[(i * 11 + 3) % SURNAMES.length]!;
      const headline = HEADLINES[i % HEADLINES.length]!;
      return {
        email: `candidato${String(i + 1).padStart(2, '0')}@${DEMO_CANDIDATE_DOMAIN}`,
        passwordHash,
        role: 'CANDIDATE' as const,
        emailVerified: true,
        firstName,
        lastName,
        phone: `+244 9${String(12_000_000 + i * 104_729).slice(0, 8)}`,
        city: CITIES[(i * 5) % CITIES.length]!,
        skills: [
          SKILLS[i % SKILLS.length]!,
          SKILLS[(i * 3 + 1) % SKILLS.length]!,
          SKILLS[(i * 7 + 2) % SKILLS.length]!,
        ]
          // Same skill twice is possible with these strides; a candidate lists it once.
          .filter((skill, k, list) => list.indexOf(skill) === k),
        availability: AVAILABILITIES[i % AVAILABILITIES.length]!,
        nationality: 'Angolana',
        headline,
        language: (i % 3 === 0 ? ['pt', 'en'] : i % 4 === 1 ? ['pt', 'umb'] : ['pt']) as SpokenLanguage[],
        profileSetup: true,
        searchText: toSearchText(firstName, lastName, headline),
        createdAt: ago(90 - i),
      };
    });
    await tx.insert(users).values(candidateRows).onConflictDoNothing({ target: users.email });
    const candidates = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        headline: users.headline,
        city: users.city,
        skills: users.skills,
      })
      .from(users)
      .where(
        inArray(
          users.email,
          candidateRows.map((c) => c.email),
        ),
      )
      .orderBy(users.email);

    // Each candidate applies to 2 or 3 jobs; statuses cycle so all four appear with a history.
    const applicationRows: Array<typeof applications.$inferInsert> = [];
    candidates.forEach((candidate, i) => {
      const count = 2 + (i % 2);
      for (let k = 0; k < count; k++) {
        const job = jobs[(i + k * 5) % jobs.length]!;
        const status = APPLICATION_STATUSES[(i + k) % APPLICATION_STATUSES.length]!;
        const created = new Date(
          Math.min(now.getTime() - DAY / 2, job.createdAt.getTime() + (1 + ((i + k) % 9)) * DAY),
        );
        applicationRows.push({
          internshipId: job.id,
          userId: candidate.id,
          status,
          coverLetter: 'Tenho muito interesse nesta oportunidade e disponibilidade para começar de imediato.',
          createdAt: created,
          updatedAt: created,
        });
      }
    });
    const inserted = await tx.insert(applications).values(applicationRows).returning({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      createdAt: applications.createdAt,
    });

    const historyRows = inserted.flatMap((app, i) => [
      // As the app records an application: by the candidate, from no status to APPLIED.
      {
        applicationId: app.id,
        changedBy: app.userId,
        fromStatus: null,
        toStatus: 'APPLIED' as const,
        createdAt: app.createdAt,
      },
      ...historyFor(app.id, app.status, app.createdAt, employerId, i),
    ]);
    if (historyRows.length > 0) await tx.insert(applicationStatusHistory).values(historyRows);
    if (cvs) await seedCvs(tx, cvs, candidates, inserted);

    // Three conversations; the last message of each is still unread by the employer.
    const messageRows = candidates.slice(0, 3).flatMap((candidate, c) =>
      CHAT_LINES.map((text, k) => {
        const fromEmployer = k % 2 === 0;
        const createdAt = new Date(ago(3 - c).getTime() + k * 7 * 60_000);
        return {
          clientId: `seed-demo-${c}-${k}`,
          senderId: fromEmployer ? employerId : candidate.id,
          receiverId: fromEmployer ? candidate.id : employerId,
          // The product's room name: both ids sorted, joined with '_'.
          pairKey: [employerId, candidate.id].sort().join('_'),
          message: text,
          createdAt,
          readAt: k < CHAT_LINES.length - 1 ? new Date(createdAt.getTime() + 60_000) : null,
        };
      }),
    );
    await tx.insert(messages).values(messageRows);

    return {
      created: true,
      employerId,
      jobs: jobs.length,
      candidates: candidates.length,
      applications: inserted.length,
      messages: messageRows.length,
    };
  });
}

/**
 * A CV for every DEMO_CV_EVERY-th candidate: on the profile, and a copy with each of their
 * applications (as applying without attaching one does). Files first, rows after: a failed seed
 * leaves only unreferenced files behind.
 */
async function seedCvs(
  tx: Pick<Database, 'insert'>,
  cvs: CvStore,
  candidates: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    headline: string | null;
    city: string | null;
    skills: string[];
  }>,
  sent: Array<{ id: string; userId: string; createdAt: Date }>,
): Promise<void> {
  const chosen = candidates.filter((_, i) => i % DEMO_CV_EVERY === 0);
  for (const candidate of chosen) {
    const name = `${candidate.firstName} ${candidate.lastName}`;
    const pdf = await sampleCv({ name, ...candidate });
    const fileName = `CV ${name}.pdf`;
    const profile = await cvs.save(pdf);
    await tx
      .insert(candidateCvs)
      .values({ userId: candidate.id, storedName: profile.name, fileName, sizeBytes: profile.size });
    for (const application of sent.filter((a) => a.userId === candidate.id)) {
      const copy = await cvs.save(pdf);
      await tx.insert(applicationCvs).values({
        applicationId: application.id,
        storedName: copy.name,
        fileName,
        sizeBytes: copy.size,
        uploadedAt: application.createdAt,
      });
    }
  }
}

/** APPLIED → status (and for HIRED by way of SHORTLISTED), by the employer, after the application. */
function historyFor(
  applicationId: string,
  status: ApplicationStatus,
  created: Date,
  employerId: string,
  i: number,
): Array<typeof applicationStatusHistory.$inferInsert> {
  if (status === 'APPLIED') return [];
  const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
  const steps: Array<[ApplicationStatus, ApplicationStatus]> =
    status === 'HIRED'
      ? [
          ['APPLIED', 'SHORTLISTED'],
          ['SHORTLISTED', 'HIRED'],
        ]
      : [['APPLIED', status]];
  return steps.map(([fromStatus, toStatus], k) => ({
    applicationId,
    changedBy: employerId,
    fromStatus,
    toStatus,
    createdAt: at(2 + k * 20 + (i % 5)),
  }));
}
