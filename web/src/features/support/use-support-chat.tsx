import { ErrorCode } from '@portal/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey } from '@/lib/errors';
import { useChatRoomUrl, useCustomerServiceUrl } from './api/use-support';
import { SupportNotice } from './components/support-notice';
import { openPendingPopup, themeHeaderColor } from './lib/popup';

type Notice = { title: string; message: string };

function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const element: ReactNode = notice ? (
    <SupportNotice title={notice.title} message={notice.message} onClose={() => setNotice(null)} />
  ) : null;
  return { show: setNotice, element };
}

/**
 * Customer service (spec sections 3 and 8): opens the chat window at once, asks the gateway for the
 * desk's URL (the VIP desk for ranks above 4) and sends the window there; a failure closes the
 * window and says so. `notice` is the element that says so: render it where the hook is used.
 */
export function useCustomerService(): { open: () => void; isPending: boolean; notice: ReactNode } {
  const { t } = useTranslation(['layout', 'common']);
  const mutation = useCustomerServiceUrl();
  const { show, element } = useNotice();
  const { mutate } = mutation;
  const open = useCallback(() => {
    const title = t('support.customerServiceTitle');
    const popup = openPendingPopup('portal-customer-service', t('support.waiting'));
    if (!popup) {
      show({ title, message: t('support.popupBlocked') });
      return;
    }
    mutate(undefined, {
      onSuccess: ({ url }) => popup.go(url),
      onError: (error) => {
        popup.close();
        const key = errorMessageKey(error);
        show({
          title,
          message: key === 'errors.unknown' ? t('support.unavailable') : t(`common:${key}`),
        });
      },
    });
  }, [mutate, show, t]);
  return { open, isPending: mutation.isPending, notice: element };
}

export type ChatRoomGuards = {
  /** Session check before anything opens: false stops (it has opened the login or trial dialog). */
  requireRealAccount: () => boolean;
  onLoginRequired: () => void;
  onTrialAccount: () => void;
};

/**
 * The CBS3 chat room (spec section 4): a visitor gets the login dialog, a trial account the
 * real-account warning; a member's window goes to the room's URL (title, language and the theme's
 * brand colour as header colour).
 */
export function useChatRoom(guards: ChatRoomGuards): { open: () => void; notice: ReactNode } {
  const { t } = useTranslation(['layout', 'common']);
  const { mutate } = useChatRoomUrl();
  const { show, element } = useNotice();
  const { requireRealAccount, onLoginRequired, onTrialAccount } = guards;
  const open = useCallback(() => {
    if (!requireRealAccount()) return;
    const title = t('support.chatRoomTitle');
    const popup = openPendingPopup('portal-chat-room', t('support.waiting'));
    if (!popup) {
      show({ title, message: t('support.popupBlocked') });
      return;
    }
    mutate(
      { headerColor: themeHeaderColor() },
      {
        onSuccess: ({ url }) => popup.go(url),
        onError: (error) => {
          popup.close();
          const code = errorCode(error);
          if (code === ErrorCode.loginRequired || code === ErrorCode.notSession) return onLoginRequired();
          if (code === ErrorCode.trialAccount) return onTrialAccount();
          const key = errorMessageKey(error);
          show({
            title,
            message:
              code === ErrorCode.functionNotAvailable
                ? t('support.chatRoomOff')
                : key === 'errors.unknown'
                  ? t('support.chatRoomUnavailable')
                  : t(`common:${key}`),
          });
        },
      },
    );
  }, [mutate, show, t, requireRealAccount, onLoginRequired, onTrialAccount]);
  return { open, notice: element };
}
