import type { StoreInfo } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { FollowButton } from '../components/follow-button.tsx';
import { useFormat } from '../format.ts';
import { HolidayNotice } from '../components/holiday-notice.tsx';
import { StoreLogo } from '../components/store-logo.tsx';

/** The store's banner, logo, name, follow button and figures, and whether it is closed for holiday. */
export function StoreHeader({ info }: { info: StoreInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { shop } = info;
  const figures = [
    { key: 'followers', label: t('catalogue.store.followers'), value: format.count(shop.follower_count) },
    {
      key: 'positive',
      label: t('catalogue.store.positiveRate'),
      value: format.percent(Number(shop.positive_rate) / 100),
    },
    { key: 'sold', label: t('catalogue.store.sold'), value: format.count(shop.sell_count) },
  ];
  return (
    <section className="store-header" data-testid="store-header">
      {shop.banner ? (
        <img
          className="store-banner"
          src={shop.banner.url}
          srcSet={shop.banner.srcset}
          sizes="(min-width: 640px) 640px, 100vw"
          // the page's largest paint: lazy loading held it back until layout (Lighthouse, decision 058)
          loading="eager"
          fetchPriority="high"
          decoding="async"
          width={640}
          height={240}
          alt=""
        />
      ) : (
        <div className="store-banner" />
      )}
      <div className="store-identity">
        <StoreLogo store={shop} size={64} />
        <h1 className="store-name" data-testid="store-name">
          {shop.name}
        </h1>
        <FollowButton shopId={shop.id} isFollowed={info.is_followed} />
      </div>
      <dl className="store-figures">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`store-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {shop.is_holiday && <HolidayNotice />}
      {shop.intro && <p className="store-intro">{shop.intro}</p>}
    </section>
  );
}
