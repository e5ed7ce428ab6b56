import { TitledSection } from '@renderer/components/titled-section';
import { useT } from '@renderer/i18n/use-t';
import { mediaUrl } from '@renderer/lib/media-url';
import { jobTypeLabel } from '@renderer/lib/code-labels';
import { Link, useParams } from 'react-router-dom';
import { DetailFact } from '../components/detail-fact';
import { DetailStatus } from '../components/detail-status';
import { useCompany } from '../hooks/use-company';
import { useSalaryText } from '../hooks/use-salary-text';
import '../components/jobs.css';

/** /company-detail/:id: the company's public information and its open jobs. */
export function CompanyDetailPage() {
  const t = useT();
  const salary = useSalaryText();
  const { id = '' } = useParams();
  const query = useCompany(id);
  if (query.isPending || query.isError) return <DetailStatus error={query.error} />;

  const { company, internships } = query.data;
  const logo = mediaUrl(company.logo);
  const website = company.website && /^https?:\/\//i.test(company.website) ? company.website : null;
  return (
    <div className="jobs-page">
      <article className="card jobs-card detail-card">
        <header className="detail-header">
          {logo && <img className="detail-logo" src={logo} alt="" />}
          <h1 className="jobs-heading">{company.company_name}</h1>
        </header>
        {company.description && <p className="detail-text">{company.description}</p>}
        <dl className="detail-facts">
          <DetailFact label={t('companyDetail.industry')}>{company.industry}</DetailFact>
          <DetailFact label={t('companyDetail.city')}>{company.city}</DetailFact>
          <DetailFact label={t('companyDetail.phone')}>{company.phone}</DetailFact>
          <DetailFact label={t('companyDetail.website')}>
            {website ? (
              <a className="link" href={website} target="_blank" rel="noreferrer noopener">
                {company.website}
              </a>
            ) : (
              company.website
            )}
          </DetailFact>
        </dl>
      </article>
      <TitledSection
        id="company-jobs"
        className="card jobs-card"
        titleClassName="section-title"
        title={t('companyDetail.activeJobs')}
      >
        {internships.length === 0 ? (
          <p>{t('companyDetail.noJobs')}</p>
        ) : (
          <ul className="summary-list" style={{ listStyle: 'none', padding: 0 }}>
            {internships.map((job) => (
              <li key={job.id}>
                <Link className="link" to={`/job-details/${job.id}`}>
                  {job.title}
                </Link>
                <span>
                  {job.internship_type ? jobTypeLabel(t, job.internship_type) : ''} · {salary(job)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
