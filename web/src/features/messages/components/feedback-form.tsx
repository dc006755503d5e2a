import { countWords } from '@portal/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { readImageFile } from '@/lib/image-file';
import { formatPercent } from '@/lib/locale-format';
import { FeedbackSubmitError, submitFeedback } from '../api/submit-feedback';
import { useFeedbackSettings } from '../api/use-feedback';
import type { FeedbackSettings } from '../api/types';

type Picked = { name: string; dataUrl: string };
type FieldKey = 'content' | 'comment' | 'images';
type Problems = Partial<Record<FieldKey, string>>;

const MB = 1024 * 1024;

/**
 * The feedback form (spec sections 2 and 5): content within the brand's word bounds, a comment of at
 * most 140 characters, up to 3 png/jpg images of at most 5 MB each with previews and upload
 * progress. Files are judged by their bytes before they are added; whatever the platform refuses is
 * shown on its field, and nothing typed or picked is lost when a submission fails.
 */
export function FeedbackForm() {
  const { t } = useTranslation('messages');
  const settings = useFeedbackSettings();
  if (settings.isPending) {
    return (
      <div className="feedback-form" role="status" aria-live="polite">
        <span className="visually-hidden">{t('feedback.loading')}</span>
        <Skeleton className="message-list__skeleton" />
        <Skeleton className="message-list__skeleton" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        title={t('feedback.settingsError')}
        message={t('list.errorBody')}
        retryLabel={t('list.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <FeedbackFormBody rules={settings.data} />;
}

function FeedbackFormBody({ rules }: { rules: FeedbackSettings }) {
  const { t, i18n } = useTranslation('messages');
  const [content, setContent] = useState('');
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [pickNotice, setPickNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  /** Typing in a field clears its own problem (the others stay until the next send). */
  const typed =
    (field: 'content' | 'comment', set: (value: string) => void) => (e: { target: { value: string } }) => {
      set(e.target.value);
      if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
    };
  const commentRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const sizeMb = Math.round(rules.maxImageBytes / MB);
  const words = countWords(content);
  const sending = progress !== null;

  const check = (): Problems => {
    const found: Problems = {};
    if (content.trim() === '') found.content = t('feedback.errors.contentRequired');
    else if (words < rules.minWords || words > rules.maxWords)
      found.content = t('feedback.errors.contentWords', { min: rules.minWords, max: rules.maxWords });
    if (comment.trim().length > rules.commentMax)
      found.comment = t('feedback.errors.commentMax', { max: rules.commentMax });
    return found;
  };

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...images];
    const notices: string[] = [];
    for (const file of files) {
      if (next.length >= rules.maxImages) {
        notices.push(t('feedback.errors.imagesMax', { max: rules.maxImages, name: file.name }));
        continue;
      }
      const checked = await readImageFile(file, rules.maxImageBytes);
      if (checked.ok) next.push({ name: file.name, dataUrl: checked.dataUrl });
      else
        notices.push(
          checked.reason === 'size'
            ? t('feedback.errors.imageSize', { name: file.name, size: sizeMb })
            : t('feedback.errors.imageType', { name: file.name }),
        );
    }
    setImages(next);
    setPickNotice(notices.length > 0 ? notices.join(' ') : null);
    setProblems((p) => ({ ...p, images: undefined }));
  };

  /** The platform's field refusals (`content`, `comment`, `images`, `images.N`) in words. */
  const fromServer = (fields: Record<string, string>): Problems => {
    const found: Problems = {};
    for (const [key, code] of Object.entries(fields)) {
      if (key === 'content')
        found.content =
          code === 'feedback_content_required'
            ? t('feedback.errors.contentRequired')
            : t('feedback.errors.contentWords', { min: rules.minWords, max: rules.maxWords });
      else if (key === 'comment') found.comment = t('feedback.errors.commentMax', { max: rules.commentMax });
      else if (key === 'images')
        found.images = t('feedback.errors.imagesMax', { max: rules.maxImages, name: '' });
      else if (key.startsWith('images.'))
        found.images = t('feedback.errors.imageRefused', { index: Number(key.slice(7)) + 1, size: sizeMb });
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const found = check();
    setProblems(found);
    if (found.content) {
      contentRef.current?.focus();
      return;
    }
    if (found.comment) {
      commentRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      await submitFeedback(
        { content: content.trim(), comment: comment.trim(), images: images.map((i) => i.dataUrl) },
        setProgress,
      );
      setDone(true);
    } catch (err) {
      const data = err instanceof FeedbackSubmitError ? err.data : undefined;
      const status = err instanceof FeedbackSubmitError ? err.status : 0;
      const fields = data?.fields ? fromServer(data.fields) : {};
      if (Object.keys(fields).length > 0) setProblems(fields);
      else if (status === 413) setFormError(t('feedback.errors.tooLarge'));
      else if (status === 0) setFormError(t('feedback.errors.network'));
      else setFormError(t('feedback.errors.failed'));
    } finally {
      setProgress(null);
    }
  };

  if (done) {
    return (
      <div className="feedback-done" role="status">
        <Icon name="mail" size={32} />
        <h2 className="feedback-done__title">{t('feedback.successTitle')}</h2>
        <p>{t('feedback.successBody')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setContent('');
            setComment('');
            setImages([]);
            setProblems({});
            setPickNotice(null);
            setDone(false);
          }}
        >
          {t('feedback.another')}
        </button>
      </div>
    );
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form
      className="feedback-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={sending || undefined}
    >
      <Field
        label={t('feedback.contentLabel')}
        required
        error={problems.content ?? null}
        hint={
          <span className="feedback-form__counter" aria-live="polite">
            {t('feedback.wordCounter', { count: words, min: rules.minWords, max: rules.maxWords })}
          </span>
        }
      >
        {(props) => (
          <textarea
            {...props}
            ref={contentRef}
            className="field__input feedback-form__textarea"
            name="content"
            rows={6}
            placeholder={t('feedback.contentPlaceholder')}
            value={content}
            disabled={sending}
            onChange={typed('content', setContent)}
          />
        )}
      </Field>
      <Field
        label={t('feedback.commentLabel')}
        error={problems.comment ?? null}
        hint={
          <span className={comment.length > rules.commentMax ? 'feedback-form__over' : undefined}>
            {t('feedback.commentCounter', { count: comment.length, max: rules.commentMax })}
          </span>
        }
      >
        {(props) => (
          <input
            {...props}
            ref={commentRef}
            className="field__input"
            name="comment"
            autoComplete="off"
            placeholder={t('feedback.commentPlaceholder')}
            value={comment}
            disabled={sending}
            onChange={typed('comment', setComment)}
          />
        )}
      </Field>
      <Field
        label={t('feedback.imagesLabel')}
        error={problems.images ?? pickNotice}
        hint={t('feedback.imagesHint', { size: sizeMb, max: rules.maxImages })}
      >
        {(props) => (
          <>
            {/* The native control stays focusable and labelled; the visible button is its label, so
                its text is translated (a file input's own button speaks the browser's language). */}
            <input
              {...props}
              ref={fileRef}
              className="visually-hidden feedback-form__file"
              type="file"
              name="images"
              accept="image/png,image/jpeg"
              multiple
              disabled={sending}
              onChange={(e) => void addFiles(e)}
            />
            <label htmlFor={props.id} className="btn btn--outline btn--small feedback-form__pick">
              <Icon name="download" size={16} />
              {t('feedback.addImage')} ({images.length}/{rules.maxImages})
            </label>
          </>
        )}
      </Field>
      {images.length > 0 ? (
        <ul className="feedback-images">
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="feedback-images__item">
              <img src={image.dataUrl} alt={t('feedback.imageAlt', { index: index + 1 })} />
              <span className="feedback-images__name">{image.name}</span>
              <button
                type="button"
                className="icon-btn icon-btn--small feedback-images__remove"
                aria-label={t('feedback.removeImage', { index: index + 1 })}
                disabled={sending}
                onClick={() => {
                  setImages(images.filter((_, i) => i !== index));
                  setPickNotice(null);
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {sending ? (
        <div className="feedback-form__progress">
          <progress max={100} value={percent} aria-label={t('feedback.progressLabel')} />
        </div>
      ) : null}
      <div className="form-alert" role="alert">
        {formError ? (
          <p className="form-alert__text">
            <Icon name="shield" size={16} />
            {formError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary feedback-form__submit" disabled={sending}>
        {sending
          ? t('feedback.sending', { percent: formatPercent(percent / 100, i18n.language) })
          : t('feedback.submit')}
      </button>
    </form>
  );
}
