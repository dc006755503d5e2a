import { MessageDialog } from '@/components/ui/message-dialog';

/** Says why the chat window did not open (or was closed again). */
export function SupportNotice({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <MessageDialog title={title} onClose={onClose}>
      <p role="alert">{message}</p>
    </MessageDialog>
  );
}
