import type { ReactNode } from 'react';

/** Title block of an auth card; the h1 of the page. */
export function AuthHeading({
  icon,
  title,
  subtitle,
}: {
  icon?: ReactNode;
  title: string;
  subtitle?: ReactNode;
}) {
  return (
    <header className="auth-heading">
      {icon && <span className="auth-heading-icon">{icon}</span>}
      <h1>{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </header>
  );
}
