import clsx from 'clsx';

export function Skeleton({ className }: { className?: string }) {
  return <span className={clsx('skeleton', className)} aria-hidden="true" />;
}

/** Placeholder while a page chunk or its data loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="page-skeleton__title" />
      <div className="page-skeleton__grid">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="page-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
