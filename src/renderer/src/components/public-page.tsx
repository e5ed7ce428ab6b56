import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import './public-page.css';

interface PublicPageProps {
  /** The id of the card's h1, which names it. */
  titleId: string;
  /** The card's own class (its width and spacing). */
  className: string;
  children: ReactNode;
}

/**
 * The frame of a page opened from an email's link, signed in or not (unsubscribe, team
 * invitation): the brand and the language menu on top, one card in the middle.
 */
export function PublicPage({ titleId, className, children }: PublicPageProps) {
  return (
    <div className="public-page">
      <header className="public-page-top">
        <Brand />
        <LanguageMenu />
      </header>
      <main className={`card public-page-card ${className}`} aria-labelledby={titleId}>
        {children}
      </main>
    </div>
  );
}
