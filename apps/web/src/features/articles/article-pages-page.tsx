import type { ArticleCategory } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { isArticleIds, useArticlePages } from './api/get-article-pages.ts';
import { ArticleMissing, ArticleSkeleton, isMissing, RichText } from './article-states.tsx';
import './articles.css';

/** /page/:ids, opened from the footer: each page's text and the articles under it. */
export default function ArticlePagesPage() {
  const ids = useParams().ids ?? '';
  const query = useArticlePages(ids);
  const pages = query.data?.list;
  const title = pages?.length === 1 ? pages[0]!.title : '';
  return (
    <div className="article-page">
      <PageHeader>{title}</PageHeader>
      {!isArticleIds(ids) || isMissing(query.error) ? (
        <ArticleMissing />
      ) : !pages ? (
        <QueryState query={query} skeleton={<ArticleSkeleton />} />
      ) : (
        <div data-testid="article-pages">
          {pages.map((page) => (
            <ArticleSection key={page.id} page={page} />
          ))}
        </div>
      )}
    </div>
  );
}

function ArticleSection({ page }: { page: ArticleCategory }) {
  const { t } = useTranslation();
  return (
    <section className="article-card" data-testid={`article-page-${page.id}`}>
      <h1 className="article-title">{page.title}</h1>
      {page.content && <RichText html={page.content} />}
      {page.articles.length > 0 && (
        <nav aria-label={t('articles.inSection', { title: page.title })}>
          <ul className="article-links">
            {page.articles.map((article) => (
              <li key={article.id}>
                <Link to={`/article-detail/${article.id}`} className="article-link">
                  <span>{article.title}</span>
                  <span className="article-link-arrow" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
