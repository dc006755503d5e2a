import { Icon } from './icon';

/** A translated failure message with a Retry button. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="error-state" role="alert">
      <span className="error-state__icon">
        <Icon name="wrench" size={32} />
      </span>
      <h2 className="error-state__title">{title}</h2>
      <p className="error-state__message">{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A failure inside a section of a page: its translated message and a small Retry button. */
export function RetryAlert({
  className,
  message,
  retryLabel,
  onRetry,
}: {
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--outline btn--small" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
