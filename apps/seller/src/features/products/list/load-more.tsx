import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The end of an infinite list: the next page loads as this comes within a screen of the viewport
 * (and by the button, for a keyboard or a failed load); "no more" once everything is shown.
 */
export function LoadMore({
  hasMore,
  isLoading,
  isFailed,
  onLoad,
}: {
  hasMore: boolean;
  isLoading: boolean;
  isFailed: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const isActive = hasMore && !isLoading && !isFailed;

  useEffect(() => {
    const element = sentinel.current;
    if (!isActive || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);

  if (!hasMore) return <p className="products-end">{t('products.list.noMore')}</p>;
  return (
    <div ref={sentinel} className="products-end">
      {isLoading ? (
        <DotLoading color="primary" />
      ) : (
        <button type="button" className="products-more" onClick={onLoad}>
          {isFailed ? t('products.list.loadMoreFailed') : t('products.list.loadMore')}
        </button>
      )}
    </div>
  );
}
