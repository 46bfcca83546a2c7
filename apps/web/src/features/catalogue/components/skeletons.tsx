/** Grey placeholders in the shape of what loads, so the page does not jump when it arrives. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-hidden="true" data-testid="product-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card skeleton">
          <div className="skeleton-block skeleton-image" />
          <div className="skeleton-block skeleton-line" />
          <div className="skeleton-block skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

export function StoreListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" data-testid="store-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="store-card skeleton">
          <div className="skeleton-block store-logo" />
          <div className="store-card-body">
            <div className="skeleton-block skeleton-line" />
            <div className="skeleton-block skeleton-line short" />
          </div>
        </div>
      ))}
    </div>
  );
}
