import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useWidget } from '../../../widget/widget-context';

interface DidNotReceiveDialogProps {
  open: boolean;
  target: string;
  byEmail: boolean;
  onClose: () => void;
}

/** The "did not receive" help (behaviour §2): spam-folder hint; the carrier notice in Russian. */
export function DidNotReceiveDialog({ open, target, byEmail, onClose }: DidNotReceiveDialogProps) {
  const { t } = useTranslation();
  const { lang } = useWidget();
  const carrierNotice =
    !byEmail && lang === 'ru-RU' ? ` ${t('register:verify.carrierNotice')}` : '';
  return (
    <ConfirmDialog
      open={open}
      title={t('register:verify.helpTitle')}
      description={`${t('register:verify.spamHint', { target })}${carrierNotice}`}
      onConfirm={onClose}
    />
  );
}
