import type { Review, ReviewCounts } from '@market/contract';
import { REVIEW_KINDS, type ReviewKind } from '@market/contract/list-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviews } from '../api/get-reviews.ts';
import { localeOf } from '../../../lib/locale.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { ErrorState } from '../../../components/list-states.tsx';
import { useFormat } from '../format.ts';
import './reviews-section.css';

/** User reviews, filtered All / With pictures / Negative / Mid / Positive, each with its count. */
export function ReviewsSection({ productId, counts }: { productId: number; counts: ReviewCounts }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<ReviewKind>('all');
  const reviews = useReviews(productId, kind);
  const items = itemsOf(reviews.data?.pages);
  return (
    <section className="goods-section" aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">{t('catalogue.goods.reviews')}</h2>
      <div className="review-tabs" role="group" aria-label={t('catalogue.goods.reviewFilter')}>
        {REVIEW_KINDS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === kind ? 'chip is-chosen' : 'chip'}
            aria-pressed={option === kind}
            onClick={() => setKind(option)}
            data-testid={`review-tab-${option}`}
          >
            {t(`catalogue.goods.review_${option}`)} ({format.count(counts[option])})
          </button>
        ))}
      </div>
      {reviews.isError && !reviews.isFetchNextPageError ? (
        <ErrorState onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending ? (
        <div className="review skeleton-block review-skeleton" aria-hidden="true" />
      ) : items.length === 0 ? (
        <p className="reviews-empty" data-testid="reviews-empty">
          {t('catalogue.goods.noReviews')}
        </p>
      ) : (
        <ul className={reviews.isPlaceholderData ? 'reviews is-stale' : 'reviews'} data-testid="review-list">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="button-outline reviews-more"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
          data-testid="reviews-more"
        >
          {t('catalogue.goods.moreReviews')}
        </button>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }).format(
    new Date(review.created_at),
  );
  return (
    <li className="review" data-testid="review">
      <div className="review-head">
        <span className="review-author">{review.reviewer}</span>
        <span
          className="review-stars"
          role="img"
          aria-label={t('catalogue.goods.stars', { value: review.stars })}
        >
          {'★'.repeat(review.stars)}
          <span className="review-stars-off">{'★'.repeat(5 - review.stars)}</span>
        </span>
      </div>
      <p className="review-meta">
        <time dateTime={review.created_at}>{date}</time>
        {review.variant && <span> · {review.variant}</span>}
      </p>
      <p className="review-text">{review.content}</p>
      {review.images.length > 0 && (
        <div className="review-images">
          {review.images.map((image) => (
            <img
              key={image.url}
              src={image.url}
              srcSet={image.srcset}
              sizes="80px"
              loading="lazy"
              decoding="async"
              width={80}
              height={80}
              alt={t('catalogue.goods.reviewPicture')}
            />
          ))}
        </div>
      )}
      {review.reply && (
        <div className="review-reply" data-testid="review-reply">
          <p className="review-reply-label">{t('catalogue.goods.sellerReply')}</p>
          <p className="review-text">{review.reply}</p>
        </div>
      )}
    </li>
  );
}
