import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { LoadStatus } from './widget-options';

interface Props {
  onLoadStatus?: (status: LoadStatus) => void;
  children: ReactNode;
}

/**
 * Reports LOADED_ERROR when the widget fails to render and then shows nothing (behaviour §4):
 * the host page stays usable.
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onLoadStatus?.('LOADED_ERROR');
    console.error('Foyer widget failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
