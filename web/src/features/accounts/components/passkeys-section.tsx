import type { Passkey } from '@portal/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Empty, Notice, QueryView } from '@/components/money/parts';
import { formatDateTime } from '@/lib/dates';
import { deviceName, passkeysSupported } from '@/lib/passkey-ceremony';
import { authErrorKey, serverFieldErrors } from '../api/errors';
import { usePasskeyList, usePasskeyMutations, usePasskeyStepUp } from '../api/use-passkeys';
import { TextField } from './form-kit';

/**
 * The security centre's passkeys: add one (named by the member, the device's name offered), list
 * them (name, added, last used, a warning when a copy was refused), rename and remove. Removing asks
 * for the login password or another passkey.
 */
export function PasskeysSection() {
  const { t, i18n } = useTranslation('account-forms');
  const list = usePasskeyList();
  const { add } = usePasskeyMutations();
  const [name, setName] = useState(() => deviceName());
  const [supported, setSupported] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void passkeysSupported().then((yes) => live && setSupported(yes));
    return () => {
      live = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    add.mutate(name.trim() || deviceName(), {
      onSuccess: () => {
        setNotice(t('passkeys.added'));
        setName(deviceName());
      },
    });
  };

  return (
    <CentreCard id="passkeys-title" title={t('passkeys.title')}>
      <p className="centre-card__intro">{t('passkeys.intro')}</p>
      <QueryView query={list}>
        {(data) =>
          data.passkeys.length === 0 ? (
            <Empty>{t('passkeys.empty')}</Empty>
          ) : (
            <ul className="session-list" aria-labelledby="passkeys-title">
              {data.passkeys.map((p) => (
                <PasskeyItem key={p.id} passkey={p} language={i18n.language} onChanged={setNotice} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {supported === false ? (
        <Notice tone="warning">{t('errors.passkeyUnsupported')}</Notice>
      ) : (
        <form className="passkey-add" noValidate onSubmit={submit}>
          <TextField
            name="passkeyName"
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            value={name}
            onChange={setName}
            maxLength={64}
            error={add.isError ? t(authErrorKey(add.error)) : null}
          />
          <button type="submit" className="btn btn--primary" disabled={add.isPending || supported === null}>
            {add.isPending ? t('pending') : t('passkeys.add')}
          </button>
        </form>
      )}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
    </CentreCard>
  );
}

/** A name the member chose, isolated inside a sentence of either direction (FSI ... PDI). */
const isolated = (name: string) => `\u2068${name}\u2069`;

function PasskeyItem({
  passkey,
  language,
  onChanged,
}: {
  passkey: Passkey;
  language: string;
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation('account-forms');
  const { rename, remove } = usePasskeyMutations();
  const stepUp = usePasskeyStepUp();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (e: unknown) => {
    const field = serverFieldErrors(e).password;
    setError(
      field
        ? t(`errors.${field === 'required' ? 'passwordRequired' : 'oldPasswordIncorrect'}`)
        : t(authErrorKey(e)),
    );
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      { onSuccess: () => setMode('view'), onError: failed },
    );
  };

  const removeWith = async (proof: 'password' | 'passkey') => {
    setError(null);
    setBusy(true);
    try {
      if (proof === 'password') {
        if (password === '') {
          setError(t('errors.passwordRequired'));
          return;
        }
        await remove.mutateAsync({ id: passkey.id, password });
      } else {
        await remove.mutateAsync({ id: passkey.id, passkey: await stepUp('removePasskey') });
      }
      onChanged(t('passkeys.removed', { name: isolated(passkey.name) }));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="session-list__item">
      <div>
        <strong>
          <bdi>{passkey.name}</bdi>
        </strong>
        <div className="session-list__meta">
          {t('passkeys.created', { time: formatDateTime(passkey.createdAt, language) })} ·{' '}
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { time: formatDateTime(passkey.lastUsedAt, language) })
            : t('passkeys.neverUsed')}
        </div>
        {passkey.cloneSuspectedAt ? <Notice tone="warning">{t('passkeys.cloneWarning')}</Notice> : null}
        {mode === 'rename' ? (
          <form className="passkey-add" noValidate onSubmit={saveName}>
            <TextField
              name="passkeyRename"
              label={t('passkeys.name')}
              value={name}
              onChange={setName}
              maxLength={64}
              error={error}
              initialFocus
            />
            <div className="session-list__actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setMode('view')}>
                {t('profile.sessions.cancel')}
              </button>
              <button type="submit" className="btn btn--primary btn--small" disabled={rename.isPending}>
                {t('passkeys.save')}
              </button>
            </div>
          </form>
        ) : null}
        {mode === 'remove' ? (
          <div className="passkey-remove">
            <p>{t('passkeys.removeAsk', { name: isolated(passkey.name) })}</p>
            <TextField
              name="password"
              type="password"
              label={t('fields.password')}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              maxLength={128}
              error={error}
              initialFocus
            />
            <div className="session-list__actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setMode('view')}>
                {t('profile.sessions.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--outline btn--small"
                disabled={busy}
                onClick={() => void removeWith('passkey')}
              >
                {t('passkeys.removeWithPasskey')}
              </button>
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                onClick={() => void removeWith('password')}
              >
                {t('passkeys.removeWithPassword')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {mode === 'view' ? (
        <div className="session-list__actions">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              setError(null);
              setName(passkey.name);
              setMode('rename');
            }}
          >
            {t('passkeys.rename')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => {
              setError(null);
              setPassword('');
              setMode('remove');
            }}
          >
            {t('passkeys.remove')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
