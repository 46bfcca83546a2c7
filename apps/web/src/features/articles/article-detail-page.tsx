import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useArticle } from './api/get-article.ts';
import { ArticleMissing, ArticleSkeleton, isMissing, RichText } from './article-states.tsx';
import './articles.css';

/** /article-detail/:id: one article, under a link to its category's page. */
export default function ArticleDetailPage() {
  const param = useParams().id ?? '';
  const id = /^[1-9][0-9]{0,14}$/.test(param) ? Number(param) : 0;
  const query = useArticle(id);
  const article = query.data;
  return (
    <div className="article-page">
      <PageHeader>{article?.category?.title ?? ''}</PageHeader>
      {id === 0 || isMissing(query.error) ? (
        <ArticleMissing />
      ) : !article ? (
        <QueryState query={query} skeleton={<ArticleSkeleton />} />
      ) : (
        <article className="article-card" data-testid="article-detail" data-article-id={article.id}>
          {article.category && (
            <Link to={`/page/${article.category.id}`} className="article-category">
              {article.category.title}
            </Link>
          )}
          <h1 className="article-title">{article.title}</h1>
          <RichText html={article.content} testId="article-content" />
        </article>
      )}
    </div>
  );
}
