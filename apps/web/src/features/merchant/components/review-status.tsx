import type { MerchantIndex } from '@market/contract';
import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../format-day.ts';
import { STORE_CENTER_PATH } from '../store-center.ts';

/** A clock while the review runs, a tick once approved: drawn, so no emoji font is needed. */
function StatusIcon({ kind }: { kind: 'waiting' | 'done' }) {
  return (
    <svg
      className={`merchant-status-icon is-${kind}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {kind === 'waiting' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      ) : (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      )}
    </svg>
  );
}

/**
 * Step 2: sent and under review, with the spec's 2 to 48 hours (§9, from the server). Refresh
 * asks the server again and says when it last did.
 */
export function ReviewWaiting({
  index,
  checkedAt,
  isChecking,
  onRefresh,
}: {
  index: MerchantIndex;
  checkedAt: number;
  isChecking: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const application = index.application;
  return (
    <section className="merchant-card merchant-status" data-testid="merchant-review">
      <StatusIcon kind="waiting" />
      <h2 className="merchant-status-title">{t('merchant.review.title')}</h2>
      <p data-testid="merchant-review-hours">
        {t('merchant.review.hours', { min: index.review_hours.min, max: index.review_hours.max })}
      </p>
      {application && (
        <p className="merchant-hint">
          <bdi>{application.store_name}</bdi> · {formatDay(application.signed_on)}
        </p>
      )}
      <Button
        color="primary"
        fill="outline"
        onClick={onRefresh}
        disabled={isChecking}
        data-testid="merchant-refresh"
      >
        {isChecking && <SpinLoading style={{ '--size': '16px' }} aria-hidden="true" />}
        {t('merchant.review.refresh')}
      </Button>
      <p className="merchant-hint" aria-live="polite" data-testid="merchant-checked-at">
        {isChecking
          ? t('merchant.review.checking')
          : t('merchant.review.checkedAt', { time: formatTime(checkedAt) })}
      </p>
    </section>
  );
}

/** Step 3, approved: the store is open; the store center is the seller app, another app under /seller/. */
export function StartSelling({ index }: { index: MerchantIndex }) {
  const { t } = useTranslation();
  const storeName = index.store?.name ?? index.application?.store_name ?? '';
  return (
    <section className="merchant-card merchant-status" data-testid="merchant-approved">
      <StatusIcon kind="done" />
      <h2 className="merchant-status-title">{t('merchant.approved.title')}</h2>
      <p>{t('merchant.approved.text', { store: storeName })}</p>
      <a className="merchant-start" href={STORE_CENTER_PATH} data-testid="merchant-start-selling">
        {t('merchant.approved.start')}
      </a>
    </section>
  );
}

/** Step 3, rejected: the reviewer's reason, above the form kept for correcting and sending again. */
export function RejectedNotice({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <section className="merchant-card merchant-rejected" role="alert" data-testid="merchant-rejected">
      <h2 className="merchant-status-title">{t('merchant.rejected.title')}</h2>
      {reason && (
        <p className="merchant-reason" data-testid="merchant-reason">
          {t('merchant.rejected.reason', { reason })}
        </p>
      )}
      <p className="merchant-hint">{t('merchant.rejected.fix')}</p>
    </section>
  );
}
