import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadLaterTexts } from '../../i18n/create-i18n';
import { useTranslation } from '../../i18n/use-translation';
import { VISUALLY_HIDDEN_CLASS } from '../../theme/theme';
import { chunkWithin } from './chunk-within';

/** What a dialog takes at least: whether it is open. */
interface DialogProps {
  open: boolean;
}

/**
 * A dialog whose code (and the dialog primitive's: focus trap, scroll lock, layers) loads the
 * first time it opens, not with the first screen, which shows none (decision 047). Until
 * then nothing is rendered, as a closed dialog renders nothing; once opened it stays mounted,
 * so closing it behaves as before. While its code arrives (a few milliseconds from our own
 * server), assistive technology hears "Loading…". The English a first screen does not show
 * comes with it (`loadLaterTexts`).
 */
export function lazyDialog<P extends DialogProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() =>
    Promise.all([chunkWithin(load), loadLaterTexts()]).then(([component]) => ({
      default: component,
    })),
  );
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <span role="status" aria-busy="true" className={VISUALLY_HIDDEN_CLASS}>
      {t('common:loading')}
    </span>
  );
}
