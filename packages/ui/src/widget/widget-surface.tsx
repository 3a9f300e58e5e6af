import type { ReactNode } from 'react';
import { ToastViewport } from '../components/toast';
import { WIDGET_ROOT_CLASS } from '../theme/theme';
import { useWidget } from './widget-context';

interface WidgetSurfaceProps {
  className?: string;
  /** Render the toast region here (the modal renders it inside its dialog instead). */
  withToasts?: boolean;
  children: ReactNode;
}

/**
 * The themed root element of a widget: data-theme, dir and lang live here, and dialogs
 * portal into it so they share the theme.
 */
export function WidgetSurface({ className, withToasts = true, children }: WidgetSurfaceProps) {
  const { theme, dir, lang, setPortalContainer } = useWidget();
  return (
    <div
      ref={setPortalContainer}
      className={[WIDGET_ROOT_CLASS, className].filter(Boolean).join(' ')}
      data-theme={theme}
      dir={dir}
      lang={lang}
    >
      {children}
      {withToasts ? <ToastViewport /> : null}
    </div>
  );
}
