import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Notice, QueryView } from '@/components/money/parts';
import { useImageUrl } from '@/lib/image-cdn';
import { useAvatars, useChooseAvatar } from '../api/use-profile';

/** The avatars the platform offers (spec: member info icon); the one picked shows in the header. */
export function AvatarSection() {
  const { t } = useTranslation('account-forms');
  const imageBase = useImageUrl();
  const avatars = useAvatars();
  const choose = useChooseAvatar();
  const [saved, setSaved] = useState(false);
  return (
    <CentreCard id="avatar-title" title={t('profile.avatar.title')}>
      <QueryView query={avatars}>
        {(data) => (
          <div className="avatar-choices" role="radiogroup" aria-labelledby="avatar-title">
            {data.icons.map((icon) => {
              const checked = data.current === icon.id;
              return (
                <button
                  key={icon.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-label={t('profile.avatar.choose', { n: icon.id })}
                  className={`avatar-choice${checked ? ' avatar-choice--on' : ''}`}
                  disabled={choose.isPending}
                  onClick={() => {
                    setSaved(false);
                    choose.mutate({ iconId: icon.id }, { onSuccess: () => setSaved(true) });
                  }}
                >
                  <img src={imageBase(icon.url)} alt="" width={48} height={48} />
                </button>
              );
            })}
          </div>
        )}
      </QueryView>
      {saved ? <Notice tone="success">{t('profile.avatar.saved')}</Notice> : null}
    </CentreCard>
  );
}
