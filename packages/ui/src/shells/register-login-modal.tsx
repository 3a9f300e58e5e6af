import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon } from '../components/icons';
import { FlowTitleContext, type RenderTitle } from '../flows/shared/flow-heading';
import { FormSkeleton } from '../components/skeleton';
import { ToastViewport } from '../components/toast';
import { VISUALLY_HIDDEN_CLASS } from '../theme/theme';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { RegisterLoginModalProps, WidgetMode } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import { ModeSwitch } from './mode-switch';
import { SignUpRetention } from './retention/sign-up-retention';
import styles from './shells.module.css';

/** A screen's title names the dialog. */
const renderDialogTitle: RenderTitle = (title, className) => (
  <Dialog.Title className={className}>{title}</Dialog.Title>
);

function ModalLayout({ visible, ready }: { visible: boolean; ready: boolean }) {
  const { t } = useTranslation();
  const { options } = useWidget();
  useReportLoaded(options.onLoadStatus);
  return (
    <Dialog.Root open={visible} onOpenChange={(open) => (open ? undefined : options.onClose?.())}>
      <Dialog.Portal>
        <WidgetSurface withToasts={false}>
          <Dialog.Overlay className={styles.overlay}>
            <Dialog.Content className={styles.modal} aria-describedby={undefined}>
              <Dialog.Close className={styles.close}>
                <CloseIcon />
                <span className={VISUALLY_HIDDEN_CLASS}>{t('common:close')}</span>
              </Dialog.Close>
              <FlowTitleContext.Provider value={renderDialogTitle}>
                {ready ? <ModeSwitch /> : <FormSkeleton variant="modal" />}
              </FlowTitleContext.Provider>
              {/* Inside the dialog: everything outside it is hidden from assistive tech. */}
              <ToastViewport />
            </Dialog.Content>
          </Dialog.Overlay>
        </WidgetSurface>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function onlyMode(hideLogin?: boolean, hideRegister?: boolean): WidgetMode | undefined {
  if (hideLogin) return 'register';
  return hideRegister ? 'login' : undefined;
}

/**
 * The register/login modal (behaviour §1): open while `visible` is true; Escape and the close
 * button call `onClose`. After success it runs `onSuccess`, or reloads the page.
 *
 * @example
 * <RegisterLoginModal visible={open} onClose={() => setOpen(false)} onSuccess={refresh} />
 */
export function RegisterLoginModal(props: RegisterLoginModalProps) {
  const { visible, mode = 'login', hideLogin, hideRegister, ...rest } = props;
  const only = onlyMode(hideLogin, hideRegister);
  const options = { ...rest, hideToggle: rest.hideToggle || only !== undefined };
  return (
    <WidgetErrorBoundary onLoadStatus={rest.onLoadStatus}>
      <WidgetProvider options={options} variant="modal" initialMode={only ?? mode}>
        {(ready) => (
          <SignUpRetention open={visible && ready}>
            <ModalLayout visible={visible} ready={ready} />
          </SignUpRetention>
        )}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}
