import type { SellerReview } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { ReplyBox } from './reply-box.tsx';
import { useDate } from './use-date.ts';

/** One review of a product of the store: the product, who wrote it, stars, words, photos, the reply. */
export function ReviewCard({ review }: { review: SellerReview }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <article
      className="review-card"
      data-testid="review-card"
      data-review-id={review.id}
      data-stars={review.stars}
    >
      {/* the product's public page is the buyer app's, outside this app's /seller/ base */}
      <a className="review-product" href={`/goods?id=${review.product_id}`} target="_blank" rel="noreferrer">
        {review.product_image.url ? (
          <img
            src={review.product_image.url}
            srcSet={review.product_image.srcset}
            sizes="40px"
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="review-product-noimage" aria-hidden="true" />
        )}
        <span className="review-product-title" dir="auto" data-testid="review-product">
          {review.product_title}
        </span>
      </a>
      <div className="review-head">
        <span className="review-author" dir="auto" data-testid="review-author">
          {review.reviewer}
        </span>
        <span className="review-stars" role="img" aria-label={t('reviews.starsOf', { value: review.stars })}>
          {'★'.repeat(review.stars)}
          <span className="review-stars-off">{'★'.repeat(5 - review.stars)}</span>
        </span>
      </div>
      <p className="review-meta">
        <time dateTime={review.created_at}>{date(review.created_at)}</time>
        {review.variant && <span> · {review.variant}</span>}
      </p>
      {review.content && (
        <p className="review-text" dir="auto" data-testid="review-text">
          {review.content}
        </p>
      )}
      {review.images.length > 0 && (
        <div className="review-photos">
          {review.images.map((image) => (
            <a key={image.url} href={image.url} target="_blank" rel="noreferrer">
              <img
                src={image.url}
                srcSet={image.srcset}
                sizes="72px"
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
                alt={t('reviews.photo')}
              />
            </a>
          ))}
        </div>
      )}
      <ReplyBox review={review} />
    </article>
  );
}
