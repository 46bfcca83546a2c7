/** A store's square logo, `size` CSS pixels wide, from the widths the server made of it. */
export function StoreLogo({ store, size }: { store: { logo: string; logo_srcset: string }; size: number }) {
  return (
    <img
      className="store-logo"
      src={store.logo}
      srcSet={store.logo_srcset}
      sizes={`${size}px`}
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      alt=""
    />
  );
}
