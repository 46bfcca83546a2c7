import type { Image } from '@market/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/products-api.ts';

/** The most pictures a product has (the save call's limit). */
export const IMAGES_MAX = 9;

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The product's pictures in order: the first is the main one (the list's and the buyer's cover).
 * Each can move earlier or later or be removed; new ones upload as they are picked, up to nine.
 */
export function ImageList({
  value = [],
  onChange,
}: {
  value?: Image[];
  onChange?: (images: Image[]) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(0);
  const change = (images: Image[]) => onChange?.(images);

  const upload = async (files: File[]) => {
    const room = Math.max(0, IMAGES_MAX - value.length);
    const chosen = files.slice(0, room);
    setUploading(chosen.length);
    let images = value;
    try {
      // one at a time, in the order picked, so the pictures keep the order the seller chose
      for (const file of chosen) {
        const { url, srcset } = await uploadImage(file);
        images = [...images, { url, srcset }];
        change(images);
        setUploading((count) => count - 1);
      }
    } catch {
      // the client has toasted the refusal; the pictures uploaded so far stay
    } finally {
      setUploading(0);
    }
  };

  return (
    <div className="image-list">
      <ol className="image-tiles" data-testid="image-tiles">
        {value.map((image, index) => (
          <li key={image.url} className="image-tile" data-testid={`image-${index}`}>
            <img
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes="112px"
              alt={t('products.images.nth', { n: index + 1 })}
            />
            {index === 0 && <span className="image-main">{t('products.images.main')}</span>}
            <button
              type="button"
              className="image-remove"
              onClick={() => change(value.filter((_, at) => at !== index))}
              aria-label={t('products.images.remove', { n: index + 1 })}
              data-testid={`image-remove-${index}`}
            >
              ×
            </button>
            <div className="image-moves">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => change(move(value, index, index - 1))}
                aria-label={t('products.images.earlier', { n: index + 1 })}
                data-testid={`image-earlier-${index}`}
              >
                <span className="flip-rtl" aria-hidden="true">
                  ‹
                </span>
              </button>
              <button
                type="button"
                disabled={index === value.length - 1}
                onClick={() => change(move(value, index, index + 1))}
                aria-label={t('products.images.later', { n: index + 1 })}
                data-testid={`image-later-${index}`}
              >
                <span className="flip-rtl" aria-hidden="true">
                  ›
                </span>
              </button>
            </div>
          </li>
        ))}
        {uploading > 0 && (
          <li className="image-tile is-uploading" aria-live="polite">
            <DotLoading color="primary" />
            <span className="visually-hidden">{t('products.images.uploading')}</span>
          </li>
        )}
        {value.length + uploading < IMAGES_MAX && (
          <li className="image-tile is-add">
            <label className="image-add">
              <span aria-hidden="true">+</span>
              <span>{t('products.images.add')}</span>
              <input
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden"
                disabled={uploading > 0}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void upload(files);
                }}
                data-testid="image-input"
              />
            </label>
          </li>
        )}
      </ol>
      <p className="product-hint">{t('products.images.hint', { n: value.length, max: IMAGES_MAX })}</p>
    </div>
  );
}
