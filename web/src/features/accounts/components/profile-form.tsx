import { PROFILE_FIELDS } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Notice, QueryView } from '@/components/money/parts';
import { useProfile, useUpdateProfile } from '../api/use-profile';
import type { Profile, ProfileFieldName } from '../api/types';
import { FormAlert, SubmitButton, TextField, useProblemText } from './form-kit';
import { useFormErrors } from './use-form-errors';

/** The spec's fields in the order the form shows them, as the platform lists them. */
const FIELDS: readonly ProfileFieldName[] = PROFILE_FIELDS;

/**
 * The profile of spec section 3: each field shown and required as the brand says, checked by the
 * platform field by field (nothing is saved while one is wrong). The real name is set once and then
 * read-only (it must match the bank cards' holder; customer service changes it).
 */
export function ProfileSection() {
  const { t } = useTranslation('account-forms');
  const profile = useProfile();
  const [saved, setSaved] = useState(false);
  return (
    <CentreCard id="profile-title" title={t('profile.title')}>
      <QueryView query={profile}>
        {(data) => (
          // A save answers the stored values (trimmed, the Telegram "@"): the form starts again from them.
          <ProfileForm key={JSON.stringify(data.values)} profile={data} saved={saved} onSaved={setSaved} />
        )}
      </QueryView>
    </CentreCard>
  );
}

function ProfileForm({
  profile,
  saved,
  onSaved,
}: {
  profile: Profile;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation('account-forms');
  const text = useProblemText();
  const update = useUpdateProfile();
  const errors = useFormErrors();
  const [values, setValues] = useState(profile.values);

  const shown = FIELDS.filter((f) => profile.rules[f].shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaved(false);
    const missing = Object.fromEntries(
      shown
        .filter((f) => profile.rules[f].required && values[f].trim() === '')
        .filter((f) => !(f === 'realName' && profile.realNameLocked))
        .map((f) => [f, { key: 'PROFILE_REQUIRED' }]),
    );
    if (!errors.accept(missing)) return;
    const body = Object.fromEntries(
      shown.filter((f) => !(f === 'realName' && profile.realNameLocked)).map((f) => [f, values[f]]),
    );
    update.mutate(body, {
      onSuccess: () => onSaved(true),
      onError: (error) =>
        errors.fromServer(error, (field) => (field === 'birthday' ? { age: profile.minimumAge } : undefined)),
    });
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <FormAlert message={text(errors.formError)} />
      <div className="profile-form__grid">
        {shown.map((field) => {
          const label = t(`profile.fields.${field}`);
          if (field === 'realName' && profile.realNameLocked) {
            return (
              <TextField
                key={field}
                name={field}
                label={label}
                value={values.realName}
                onChange={() => undefined}
                hint={t('profile.realNameLockedHint')}
                readOnly
              />
            );
          }
          return (
            <TextField
              key={field}
              name={field}
              label={label}
              value={values[field]}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field]: value }));
                errors.clearField(field);
              }}
              required={profile.rules[field].required}
              error={text(errors.problems[field])}
              maxLength={field === 'birthday' ? 10 : 200}
              inputMode={field === 'zalo' ? 'tel' : undefined}
              hint={
                field === 'birthday'
                  ? t('profile.birthdayHint', { age: profile.minimumAge })
                  : field === 'realName'
                    ? t('profile.realNameOnceHint')
                    : undefined
              }
            />
          );
        })}
      </div>
      {saved ? <Notice tone="success">{t('profile.saved')}</Notice> : null}
      <SubmitButton pending={update.isPending} verifying={false}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
