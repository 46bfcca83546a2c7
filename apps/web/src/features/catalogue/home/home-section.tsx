import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A home section: its heading, a link to the whole list, and its content. */
export function HomeSection({
  id,
  title,
  moreTo,
  children,
}: {
  id: string;
  title: string;
  moreTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <header className="section-header">
        <h2 id={`home-${id}`}>{title}</h2>
        <Link to={moreTo} className="section-more">
          {t('catalogue.more')}
          {/* "More" alone tells a screen reader's list of links nothing */}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </header>
      {children}
    </section>
  );
}
