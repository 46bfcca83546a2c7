/** Rows of shimmer while a record list loads. */
export function RecordSkeleton() {
  return (
    <div aria-hidden="true" className="funds-records">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="funds-record">
          <div className="shimmer funds-record-skeleton" />
        </div>
      ))}
    </div>
  );
}
