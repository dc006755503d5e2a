import { Icon } from './icon';

/** A form-level error or message, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert" role="alert">
      {message ? (
        <p className="form-alert__text">
          <Icon name="shield" size={16} />
          {message}
        </p>
      ) : null}
    </div>
  );
}
