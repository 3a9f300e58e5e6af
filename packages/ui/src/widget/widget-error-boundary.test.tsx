import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetErrorBoundary } from './widget-error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('load status reported to host', () => {
  it('LOADED_ERROR on render failure, and nothing shown', () => {
    const onLoadStatus = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <WidgetErrorBoundary onLoadStatus={onLoadStatus}>
        <Broken />
      </WidgetErrorBoundary>,
    );
    expect(onLoadStatus).toHaveBeenCalledWith('LOADED_ERROR');
    expect(container).toBeEmptyDOMElement();
  });
});
