import { ApiError } from '@market/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/list-states.tsx';

/** The server's "no such article" (404) or "not an id" (code 0): the link is wrong, not the network. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError && (error.code === 404 || error.code === 0);

/** A page or article that does not exist, with the way home, where the footer lists them all. */
export function ArticleMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('articles.notFound')}
      text={t('articles.notFoundText')}
      action={
        <Link to="/" className="link-button">
          {t('notFound.home')}
        </Link>
      }
      testId="article-missing"
    />
  );
}

/** Grey lines where the title and the text will be. */
export function ArticleSkeleton() {
  return (
    <div className="article-skeleton">
      <div className="shimmer article-skeleton-title" />
      <div className="shimmer article-skeleton-line" />
      <div className="shimmer article-skeleton-line" />
      <div className="shimmer article-skeleton-line short" />
    </div>
  );
}

/** Sanitized HTML from the server (allow-listed tags and attributes, decision 025). */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return <div className="article-content" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
