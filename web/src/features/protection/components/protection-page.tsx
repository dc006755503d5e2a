import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '@/components/money/parts';
import { useProtectionSettings } from '../api/use-protection';
import { BreakCard, RealityCheckCard } from './breaks-card';
import { LimitsCard } from './limits-card';
import '../protection.css';

/**
 * responsibleGaming in the member centre (the footer's Responsible Gaming): deposit and loss limits,
 * the reality check, a time-out and self-exclusion. The platform enforces every one of them; this
 * page shows them as they are in force, with any raise still waiting its 24 hours.
 */
export default function ProtectionPage() {
  const { t } = useTranslation('protection');
  const settings = useProtectionSettings();
  return (
    <div className="centre-page__stack protection-page">
      <p className="protection-page__intro">{t('intro')}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <LimitsCard kind="deposit" limits={settings.data.limits.filter((l) => l.kind === 'deposit')} />
          <LimitsCard kind="loss" limits={settings.data.limits.filter((l) => l.kind === 'loss')} />
          <RealityCheckCard minutes={settings.data.realityCheckMinutes} />
          <BreakCard kind="timeout" settings={settings.data} />
          <BreakCard kind="exclusion" settings={settings.data} />
        </>
      )}
    </div>
  );
}
