// Placeholder cards shown while a listing has no items yet (spec 9 names a
// skeleton of 6 service cards and 9 news cards). Hidden from assistive
// technology, which hears the label instead.
export function CardSkeleton({ count, label, variant }: { count: number; label: string; variant: "service" | "article" }) {
  return (
    <div className="card-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={`card-skeleton__grid card-skeleton__grid--${variant}`} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card-skeleton__card">
            <span className={`skeleton card-skeleton__media card-skeleton__media--${variant}`} />
            <span className="skeleton card-skeleton__line" />
            <span className="skeleton card-skeleton__line card-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
