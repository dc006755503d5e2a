import { CATEGORY_ROUTE, type GameCategory } from '@portal/contracts';
import clsx from 'clsx';
import { memo, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { VendorFace } from '@/features/games/components/vendor-face';
import { vendorHref } from '@/features/games/routes';
import type { VendorLanes } from '@/features/games/api/types';
import { useAfterLoad } from '@/lib/use-after-load';

/** Spec section 9: a category's drop-down lists its first 11 vendors, then a More button. */
export const NAV_VENDOR_LIMIT = 11;
/** Drop-downs with fewer items than this are centred under their category. */
const CENTRE_BELOW = 6;

type Lane = VendorLanes[number];

/** `drawn`: whether the closed drop-down's vendor list is in the page yet (NavBar says when). */
function CategoryItem({ lane, drawn }: { lane: Lane; drawn: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const category = lane.gameType as GameCategory;
  const name = t(`common:categories.${category}`);
  const shown = lane.vendors.slice(0, NAV_VENDOR_LIMIT);
  const hasMore = lane.vendors.length > NAV_VENDOR_LIMIT;
  const itemCount = shown.length + (hasMore ? 1 : 0);

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <li
      ref={itemRef}
      className={clsx('nav__item nav__item--category', open && 'is-open')}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setOpen(false)}
    >
      <NavLink to={CATEGORY_ROUTE[category]} className="nav__link">
        {name}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.showVendors', { category: name })}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="chevronDown" size={14} />
      </button>
      <div id={menuId} className={clsx('nav__dropdown', itemCount < CENTRE_BELOW && 'is-centred')}>
        {drawn || open ? (
          <ul className="nav__vendors" aria-label={t('nav.vendorsOf', { category: name })}>
            {shown.map((vendor) => (
              <li key={vendor.nodeId}>
                <NavLink to={vendorHref(vendor)} className="nav__vendor" onClick={() => setOpen(false)}>
                  <VendorFace
                    vendor={vendor}
                    logoClass="nav__vendor-logo"
                    nameClass="nav__vendor-name"
                    hotLabel={t('nav.hot')}
                  />
                </NavLink>
              </li>
            ))}
            {hasMore ? (
              <li>
                <NavLink
                  to={CATEGORY_ROUTE[category]}
                  className="nav__vendor nav__vendor--more"
                  aria-label={t('nav.moreIn', { category: name })}
                  onClick={() => setOpen(false)}
                >
                  <Icon name="grid" size={22} />
                  {/* The words say where it goes too (a bare "More" is no link text for search engines). */}
                  <span className="nav__vendor-name">
                    {t('nav.more')}
                    <span className="visually-hidden"> {name}</span>
                  </span>
                </NavLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Desktop navigation bar; on small screens the hamburger's side menu takes its place. The closed
 * drop-downs' vendor lists (some 300 elements no one sees yet) are drawn after the page has loaded,
 * or at once when a pointer or the focus comes into the bar, so the first render does not pay for
 * them. Memoised: the layout renders again with every query that settles; the bar's lanes do not
 * change with them.
 */
export const NavBar = memo(function NavBar({ lanes, hidden }: { lanes: VendorLanes; hidden: boolean }) {
  const { t } = useTranslation('layout');
  const [drawn, draw] = useAfterLoad();
  return (
    <nav className="nav" aria-label={t('nav.label')} hidden={hidden} onPointerEnter={draw} onFocus={draw}>
      <div className="container">
        <ul className="nav__list">
          <li className="nav__item">
            <NavLink to="/index" className="nav__link">
              {t('nav.home')}
            </NavLink>
          </li>
          {lanes.map((lane) => (
            <CategoryItem key={lane.gameType} lane={lane} drawn={drawn} />
          ))}
          <li className="nav__item">
            <NavLink to="/promotions" className="nav__link">
              {t('nav.promotions')}
            </NavLink>
          </li>
          <li className="nav__item">
            <NavLink to="/download" className="nav__link">
              {t('nav.download')}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
});
