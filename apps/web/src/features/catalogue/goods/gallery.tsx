import type { Image } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's pictures side by side, swiped with scroll snapping, with "2 / 5" over them. */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  return (
    <div className="gallery" data-testid="gallery">
      <div
        className="gallery-track"
        tabIndex={0}
        aria-label={t('catalogue.goods.pictures')}
        onScroll={(event) => {
          const track = event.currentTarget;
          // scrollLeft runs negative right to left
          setCurrent(Math.round(Math.abs(track.scrollLeft) / track.clientWidth));
        }}
      >
        {images.map((image, index) => (
          <img
            key={image.url}
            src={image.url}
            srcSet={image.srcset}
            sizes="(min-width: 640px) 640px, 100vw"
            // the first picture is the page's largest paint; the rest wait until swiped to
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={640}
            alt={t('catalogue.goods.pictureOf', { title, index: index + 1, total: images.length })}
          />
        ))}
      </div>
      {images.length > 1 && (
        <span className="gallery-count" dir="ltr" aria-hidden="true">
          {current + 1} / {images.length}
        </span>
      )}
    </div>
  );
}
