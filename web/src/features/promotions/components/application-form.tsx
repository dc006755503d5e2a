import { APPLICATION_COMMENT_MAX, APPLICATION_MAX_IMAGES } from '@portal/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { fieldErrorsOf } from '@/lib/errors';
import { readImageFile } from '@/lib/image-file';
import { promotionErrorKey } from '../api/errors';
import { useSendApplication } from '../api/use-promotions';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A picked image: ready to send, or refused by its bytes (type) or size, shown with its reason. */
type Picked = { name: string; dataUrl: string; error: null } | { name: string; dataUrl: null; error: string };

/**
 * The application of an application promotion (spec section 5): a comment of at most 140 characters
 * with a counter, and up to 3 png or jpg images of at most 5 MB each, judged by their bytes, with
 * previews and an error per refused image (the feedback form's rules, through lib/image-file).
 */
export function ApplicationForm({ promotionId, onSent }: { promotionId: number; onSent: () => void }) {
  const { t } = useTranslation('promotions');
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendApplication();
  const length = comment.trim().length;
  const isTooLong = length > APPLICATION_COMMENT_MAX;
  const hasRefused = images.some((i) => i.error !== null);

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...images];
    for (const file of files) {
      if (next.length >= APPLICATION_MAX_IMAGES) {
        setProblem(t('apply.errors.imagesMax', { max: APPLICATION_MAX_IMAGES }));
        break;
      }
      const checked = await readImageFile(file, MAX_IMAGE_BYTES);
      next.push(
        checked.ok
          ? { name: file.name, dataUrl: checked.dataUrl, error: null }
          : {
              name: file.name,
              dataUrl: null,
              error: t(checked.reason === 'size' ? 'apply.errors.imageSize' : 'apply.errors.imageType', {
                name: file.name,
                size: 5,
              }),
            },
      );
    }
    setImages(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTooLong) return setProblem(t('apply.errors.commentMax', { max: APPLICATION_COMMENT_MAX }));
    if (hasRefused) return setProblem(t('apply.errors.removeRefused'));
    setProblem(null);
    send.mutate(
      {
        id: promotionId,
        comment: comment.trim(),
        images: images.flatMap((i) => (i.dataUrl ? [i.dataUrl] : [])),
      },
      {
        onSuccess: onSent,
        // The platform judges the images by their bytes too: its refusal of one (`images.N`) is
        // shown beside that image, which is then removed before the next send.
        onError: (error) => {
          const refused = fieldErrorsOf(error, (path) => path);
          if (!Object.keys(refused).some((k) => k.startsWith('images.'))) return;
          setImages((current) =>
            current.map((image, index) =>
              refused[`images.${index}`]
                ? {
                    name: image.name,
                    dataUrl: null,
                    error: t('apply.errors.imageRefused', { name: image.name }),
                  }
                : image,
            ),
          );
        },
      },
    );
  };

  return (
    <form className="promo-apply" onSubmit={submit} noValidate aria-labelledby="promo-apply-title">
      <h2 id="promo-apply-title" className="section-title">
        {t('apply.title')}
      </h2>
      <Field
        label={t('apply.comment')}
        error={isTooLong ? t('apply.errors.commentMax', { max: APPLICATION_COMMENT_MAX }) : null}
        hint={t('apply.counter', { count: length, max: APPLICATION_COMMENT_MAX })}
      >
        {(props) => (
          <textarea
            {...props}
            className="field__input"
            name="comment"
            rows={3}
            value={comment}
            disabled={send.isPending}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('apply.images')} hint={t('apply.imagesHint', { max: APPLICATION_MAX_IMAGES, size: 5 })}>
        {(props) => (
          <>
            <input
              {...props}
              className="visually-hidden"
              type="file"
              name="images"
              accept="image/png,image/jpeg"
              multiple
              disabled={send.isPending || images.length >= APPLICATION_MAX_IMAGES}
              onChange={(e) => void addFiles(e)}
            />
            <label htmlFor={props.id} className="btn btn--outline btn--small">
              <Icon name="download" size={16} />
              {t('apply.addImage')} ({images.length}/{APPLICATION_MAX_IMAGES})
            </label>
          </>
        )}
      </Field>
      {images.length > 0 ? (
        <ul className="feedback-images">
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="feedback-images__item">
              {image.dataUrl ? (
                <img src={image.dataUrl} alt={t('apply.imageAlt', { index: index + 1 })} />
              ) : null}
              <span className="feedback-images__name">{image.name}</span>
              {image.error ? (
                <span className="field__error" role="alert">
                  {image.error}
                </span>
              ) : null}
              <button
                type="button"
                className="icon-btn icon-btn--small feedback-images__remove"
                aria-label={t('apply.removeImage', { index: index + 1 })}
                disabled={send.isPending}
                onClick={() => {
                  setImages(images.filter((_, i) => i !== index));
                  setProblem(null);
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-alert" role="alert">
        {problem || send.error ? (
          <p className="form-alert__text">{problem ?? t(promotionErrorKey(send.error))}</p>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {t('apply.submit')}
      </button>
    </form>
  );
}
