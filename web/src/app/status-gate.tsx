import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandThemeAtom } from '@/lib/preferences-state';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { ThemeSwitch } from '@/features/preferences/components/theme-switch';
import { useCustomerService } from '@/features/support/use-support-chat';
import type { StatusEvent } from '@/features/system/api/types';
import { useBootstrap } from '@/lib/bootstrap';
import { useStatusStream } from '@/features/system/api/use-status-stream';
import { useAnalytics } from '@/features/system/lib/analytics';
import { BlockedPage } from '@/features/system/components/blocked-page';
import { InvalidDomainPage } from '@/features/system/components/invalid-domain-page';
import { MaintenancePage } from '@/features/system/components/maintenance-page';
import { Splash } from '@/features/system/components/splash';
import { StatusScreen } from '@/features/system/components/status-screen';
import { pickImageCdn } from '@/lib/cdn';
import { errorMessageKey } from '@/lib/errors';
import { SHELL_NAMESPACES } from '@/lib/i18n';
import { ImageCdnProvider } from '@/lib/image-cdn';
import { TITLE_LEVEL, useDocumentTitle } from './document-title';
import { refetchFresh } from '@/lib/query-client';

function ScreenTools() {
  return (
    <>
      <LanguageSelect compact />
      <ThemeSwitch />
    </>
  );
}

/**
 * Everything renders through here: a splash while the bootstrap loads, a retryable network error,
 * and the invalid-address, maintenance or region-blocked page in place of the whole app. The live status stream
 * overrides the bootstrap's status, so maintenance switches on and off without a reload.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  // The shell's strings come in one small chunk beside the bootstrap request (lib/i18n.ts).
  const { t, ready } = useTranslation([...SHELL_NAMESPACES]);
  const bootstrap = useBootstrap();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<StatusEvent | null>(null);
  const customerService = useCustomerService();
  useStatusStream(setLive);

  const brand = bootstrap.data?.brand;
  // The brand's default applies only until the person picks a theme themselves (themeAtom).
  const setBrandTheme = useSetAtom(brandThemeAtom);
  useEffect(() => {
    if (brand) setBrandTheme(brand.defaultTheme);
  }, [brand, setBrandTheme]);

  useAnalytics(bootstrap.data?.analytics.gtagId);

  const status = live?.status ?? bootstrap.data?.status ?? 0;
  const domainInvalid = bootstrap.data?.domainAllowed === false;
  useDocumentTitle(
    domainInvalid
      ? 'system:domain.title'
      : status === 1
        ? 'system:maintenance.title'
        : status === 2
          ? 'system:blocked.title'
          : null,
    TITLE_LEVEL.status,
  );
  const previousStatus = useRef(status);
  useEffect(() => {
    // Coming back from maintenance: what was cached (or failed) while the site was down is stale.
    if (previousStatus.current !== 0 && status === 0) void refetchFresh(queryClient);
    previousStatus.current = status;
  }, [status, queryClient]);

  if (bootstrap.isPending || !ready) return <Splash />;
  if (bootstrap.isError) {
    return (
      <StatusScreen icon="wrench" title={t('common:errors.networkTitle')} tools={<ScreenTools />}>
        <p className="status-screen__message" role="alert">
          {t(`common:${errorMessageKey(bootstrap.error)}`)}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void bootstrap.refetch()}>
          {t('common:retry')}
        </button>
      </StatusScreen>
    );
  }

  const data = bootstrap.data;
  // Before maintenance and region: whatever the site's state, this address is not the brand's.
  if (domainInvalid) {
    return (
      <>
        <InvalidDomainPage
          brandName={data.brand.name}
          onContact={data.hasCustomerService ? customerService.open : null}
          tools={<ScreenTools />}
        />
        {customerService.notice}
      </>
    );
  }
  if (status === 1) {
    return (
      <MaintenancePage
        message={live ? live.maintenanceMessage : data.maintenanceMessage}
        until={live ? live.maintenanceUntil : data.maintenanceUntil}
        tools={<ScreenTools />}
      />
    );
  }
  if (status === 2) {
    return (
      <>
        <BlockedPage
          ip={data.ip}
          onContact={data.hasCustomerService ? customerService.open : null}
          tools={<ScreenTools />}
        />
        {customerService.notice}
      </>
    );
  }

  return (
    <ImageCdnProvider cdn={pickImageCdn(data.imageCDNs)} cdns={data.imageCDNs}>
      {children}
    </ImageCdnProvider>
  );
}
