import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import type { AccountMenuItem } from '@/lib/account-overlays';
import { freePlayGameAtom } from '@/lib/free-play-state';
import { isBalanceHiddenAtom } from '@/lib/preferences-state';
import { useImageUrl } from '@/lib/image-cdn';
import { formatCurrency, formatMoney } from '@/lib/money';
import { avatarUrl } from '../api/types';
import { useBalanceStream } from '../api/use-balance-stream';
import { useBalance, useMe } from '../api/use-member';

export type { AccountMenuItem };

type Props = {
  onDeposit: () => void;
  onMenuItem: (item: AccountMenuItem) => void;
  onSignOut: () => void;
  /** Available promotions plus unread messages (the app composes it from the messages feature). */
  unclaimedCount?: number | null;
  /** The brand offers the agent centre (AFFMAN3): without it an agent gets no "Agent centre" entry. */
  hasAgentCentre?: boolean;
  /** Entries other features add to the menu, before sign out (the app composes them: the points). */
  extraItems?: ExtraMenuItem[];
  /** Contract offers waiting for this agent's answer: marked on the menu's agent centre entry. */
  offersWaiting?: number;
};

/** A menu entry of another feature: its worded label and what choosing it does. */
export type ExtraMenuItem = { key: string; label: string; onSelect: () => void };

export { formatMoney };

/** Header area of a logged-in member (spec section 2): deposit, balance, avatar, name, menu. */
export function LoggedInArea({
  onDeposit,
  onMenuItem,
  onSignOut,
  unclaimedCount,
  hasAgentCentre = true,
  extraItems = [],
  offersWaiting = 0,
}: Props) {
  const { t, i18n } = useTranslation('accounts');
  const imageUrl = useImageUrl();
  const me = useMe(true);
  const balance = useBalance(true);
  const balanceLabelId = useId();
  useBalanceStream(true);
  const [hidden, setHidden] = useAtom(isBalanceHiddenAtom);
  const toggleHidden = () => setHidden((value) => !value);

  const info = me.data?.info;
  const avatar = avatarUrl(me.data?.avatar ?? null);
  const name = info ? info.nickname || info.account : '';
  const amount = balance.data
    ? formatCurrency(balance.data.sumBalance, {
        language: i18n.language,
        symbol: balance.data.currencySymbol,
        currency: balance.data.currency,
      })
    : '—';
  // Playing for free (a trial account, or a free-play game on screen), the one balance is the play
  // money the game plays with; the wallet's (a trial's $0.00) beside it read as a second balance.
  const freePlayGame = useAtomValue(freePlayGameAtom);
  const isFreePlay = freePlayGame !== null || me.data?.isTrial === true;

  return (
    <div className="account">
      <button type="button" className="btn btn--primary account__deposit" onClick={onDeposit}>
        <Icon name="wallet" size={16} />
        {t('deposit')}
      </button>
      {isFreePlay ? (
        <FreePlayBalance balance={freePlayGame?.balance ?? null} />
      ) : (
        <div className="account__balance">
          <span className="visually-hidden" id={balanceLabelId}>
            {t('balance')}
          </span>
          <span
            className="account__amount"
            role="status"
            aria-labelledby={balanceLabelId}
            aria-live="polite"
            aria-busy={balance.isFetching || undefined}
          >
            {hidden ? <span aria-label={t('balanceHidden')}>••••••</span> : amount}
          </span>
          <button
            type="button"
            className="icon-btn icon-btn--small"
            onClick={toggleHidden}
            aria-pressed={hidden}
            aria-label={t('hideBalance')}
          >
            <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn--small account__refresh"
            onClick={() => void balance.refetch()}
            aria-label={t('refreshBalance')}
            aria-busy={balance.isFetching || undefined}
          >
            <Icon name="refresh" size={16} className={balance.isFetching ? 'is-spinning' : undefined} />
          </button>
        </div>
      )}
      <AccountMenu
        name={name}
        avatar={avatar ? imageUrl(avatar) : null}
        count={typeof unclaimedCount === 'number' && unclaimedCount > 0 ? unclaimedCount : null}
        isAgent={hasAgentCentre && (me.data?.isAgent ?? false)}
        onMenuItem={onMenuItem}
        onSignOut={onSignOut}
        extraItems={extraItems}
        offersWaiting={offersWaiting}
      />
    </div>
  );
}

/**
 * The play-money balance of a free-play session, marked as such: the amount the game reports, or
 * only the mark while no game is on screen (or the game reports none).
 */
function FreePlayBalance({ balance }: { balance: string | null }) {
  const { t, i18n } = useTranslation('accounts');
  const labelId = useId();
  return (
    <div className="account__balance account__balance--free">
      <span className="visually-hidden" id={labelId}>
        {t('freePlayBalance')}
      </span>
      <span className="account__free" aria-hidden={balance !== null || undefined}>
        {t('freePlayMark')}
      </span>
      {balance !== null ? (
        <span className="account__amount" role="status" aria-labelledby={labelId} aria-live="polite">
          {formatMoney(balance, i18n.language)}
        </span>
      ) : null}
    </div>
  );
}

function AccountMenu({
  name,
  avatar,
  count,
  isAgent,
  onMenuItem,
  onSignOut,
  extraItems,
  offersWaiting,
}: {
  name: string;
  avatar: string | null;
  count: number | null;
  isAgent: boolean;
  onMenuItem: (item: AccountMenuItem) => void;
  onSignOut: () => void;
  extraItems: ExtraMenuItem[];
  offersWaiting: number;
}) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const items: AccountMenuItem[] = [
    'memberCentre',
    ...(isAgent ? (['agentCentre'] as const) : []),
    'withdraw',
    'accountRecord',
    'bettingRecord',
  ];

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  const choose = (action: () => void) => {
    close(true);
    action();
  };

  return (
    <div className="account__menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="account__avatar">
          {avatar ? <img src={avatar} alt="" width={32} height={32} /> : <Icon name="user" size={20} />}
          {count !== null ? (
            <span className="account__badge" aria-label={t('unclaimed', { count })}>
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
        {/* The name's own direction: a Latin name in a right-to-left page is shortened at its end,
            not its start. */}
        <span className="account__name" dir="auto">
          {name}
        </span>
        <span className="visually-hidden">{t('accountMenu')}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <div
          id={menuId}
          className="account__dropdown"
          role="menu"
          aria-label={t('accountMenu')}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <button
              key={item}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account__item"
              onClick={() => choose(() => onMenuItem(item))}
            >
              {t(`menu.${item}`)}
              {item === 'agentCentre' && offersWaiting > 0 ? (
                <span className="count-badge account__item-badge">
                  {offersWaiting}
                  <span className="visually-hidden">
                    {' '}
                    {t('menu.offersWaiting', { count: offersWaiting })}
                  </span>
                </span>
              ) : null}
            </button>
          ))}
          {extraItems.map((extra, index) => (
            <button
              key={extra.key}
              ref={(el) => {
                itemRefs.current[items.length + index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account__item"
              onClick={() => choose(extra.onSelect)}
            >
              {extra.label}
            </button>
          ))}
          <button
            ref={(el) => {
              itemRefs.current[items.length + extraItems.length] = el;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="account__item account__item--signout"
            onClick={() => choose(onSignOut)}
          >
            <Icon name="logout" size={16} />
            {t('menu.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
