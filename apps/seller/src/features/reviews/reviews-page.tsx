import { PageHeader } from '@market/app-kit/page-header';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListEnd, ListError, ListSkeleton } from '../../components/list-states.tsx';
import { useStoreReviews } from './api/get-reviews.ts';
import { ReviewCard } from './review-card.tsx';
import '../../components/chip.css';
import './reviews.css';

const FILTERS = [0, 5, 4, 3, 2, 1] as const;

/** The star filter of the address: 1–5, anything else is all. */
const starsOf = (value: string | null) => {
  const stars = Number(value);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 0;
};

/** Opened from the store center, back goes back; opened from a link, to the store center. */
const backTarget = () => ((window.history.state as { idx?: number } | null)?.idx ? undefined : '/');

/** /reviews?stars=: reviews of the store's products, newest first, filtered by stars, each with its reply. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stars = starsOf(params.get('stars'));
  const query = useStoreReviews(stars);
  const reviews = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total;
  return (
    <div className="reviews-page">
      <PageHeader backTo={backTarget()}>{t('reviews.title')}</PageHeader>
      <div
        className="review-filters"
        role="group"
        aria-label={t('reviews.filter')}
        data-testid="review-filters"
      >
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={value === stars ? 'chip is-chosen' : 'chip'}
            aria-pressed={value === stars}
            aria-label={value ? t('reviews.starsOf', { value }) : undefined}
            onClick={() => setParams(value ? { stars: String(value) } : {}, { replace: true })}
            data-testid={`review-filter-${value || 'all'}`}
          >
            {/* a digit and a star read the same in every language (the label says it in words) */}
            {value ? `${value} ★` : t('reviews.all')}
          </button>
        ))}
      </div>
      {total !== undefined && !query.isPlaceholderData && (
        <p className="reviews-total" data-testid="reviews-total">
          {t('reviews.total', { count: total })}
        </p>
      )}
      {query.isPending ? (
        <ListSkeleton className="review-card" />
      ) : query.isError && !query.isFetchNextPageError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : reviews.length === 0 ? (
        <ListEmpty testId="reviews-empty">{stars ? t('reviews.emptyStars') : t('reviews.empty')}</ListEmpty>
      ) : (
        <div
          className={query.isPlaceholderData ? 'review-list is-stale' : 'review-list'}
          data-testid="review-list"
        >
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
          <ListEnd query={query} loadMore={t('reviews.loadMore')} noMore={t('reviews.noMore')} />
        </div>
      )}
    </div>
  );
}
