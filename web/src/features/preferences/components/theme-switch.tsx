import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useTheme } from '../hooks/use-theme';

export function ThemeSwitch() {
  const { t } = useTranslation('layout');
  const [theme, setTheme] = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-btn theme-switch"
      aria-pressed={isDark}
      aria-label={t('header.darkTheme')}
      title={t('header.darkTheme')}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Icon name={isDark ? 'moon' : 'sun'} />
    </button>
  );
}
