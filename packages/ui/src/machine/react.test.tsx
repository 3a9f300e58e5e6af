import { act, render, renderHook } from '@testing-library/react';
import { Component, StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from './index';
import { useMachine, useSelector } from './react';

type Event = { type: 'RETRY' } | { type: 'BREAK' };
function calls() {
  const made: { signal: AbortSignal; resolve: (name: string) => void }[] = [];
  const logic = fromPromise<string, undefined>(
    ({ signal }) => new Promise((resolve) => made.push({ signal, resolve })),
  );
  return { made, logic };
}

const base = setup({
  types: {} as { context: { name: string }; events: Event },
  actors: { load: fromPromise<string, undefined>(async () => '') },
  actions: {
    greet: () => {},
    explode: () => {
      throw new Error('a bug');
    },
  },
});
const machine = base.createMachine({
  id: 'm',
  context: { name: '' },
  initial: 'loading',
  states: {
    loading: {
      entry: 'greet',
      invoke: { src: 'load', onDone: { target: 'loaded' } },
    },
    loaded: { on: { RETRY: 'loading', BREAK: { actions: 'explode' } } },
  },
});

describe('useMachine (decision 057)', () => {
  it('the actor starts when the component mounts and stops when it unmounts', () => {
    const { made, logic } = calls();
    const { result, unmount } = renderHook(() =>
      useMachine(machine.provide({ actors: { load: logic } })),
    );
    expect(result.current[0].matches('loading')).toBe(true);
    expect(made).toHaveLength(1);
    unmount();
    expect(made[0]!.signal.aborted).toBe(true);
  });

  it('a strict-mode remount takes up where it was: the call runs again, entry actions do not', async () => {
    const { made, logic } = calls();
    const greet = vi.fn();
    const provided = machine.provide({ actors: { load: logic }, actions: { greet } });
    const { result } = renderHook(() => useMachine(provided), { wrapper: StrictMode });
    expect(made.map((call) => call.signal.aborted)).toEqual([true, false]);
    expect(greet).toHaveBeenCalledTimes(1);
    await act(async () => made[1]!.resolve('Ada'));
    expect(result.current[0].matches('loaded')).toBe(true);
    act(() => result.current[1]({ type: 'RETRY' }));
    expect(result.current[0].matches('loading')).toBe(true);
  });

  it("a failed actor's error is thrown while rendering, to the error boundary", async () => {
    const { made, logic } = calls();
    const caught = vi.fn();
    function Flow() {
      const [snapshot, send] = useMachine(machine.provide({ actors: { load: logic } }));
      return (
        <button type="button" onClick={() => send({ type: 'BREAK' })}>
          {snapshot.matches('loaded') ? 'loaded' : 'loading'}
        </button>
      );
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole, findByText } = render(
      <Boundary onError={caught}>
        <Flow />
      </Boundary>,
    );
    await act(async () => made[0]!.resolve('Ada'));
    act(() => getByRole('button').click());
    await findByText('failed');
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug' }));
    vi.mocked(console.error).mockRestore();
  });
});

describe('useSelector (decision 057)', () => {
  it('renders what the selector picks from the actor, and follows it', () => {
    const { made, logic } = calls();
    const actor = createActor(machine.provide({ actors: { load: logic } })).start();
    const { result } = renderHook(() => useSelector(actor, (s) => s.matches('loaded')));
    expect(result.current).toBe(false);
    return act(async () => made[0]!.resolve('Ada')).then(() => expect(result.current).toBe(true));
  });
});

class Boundary extends Component<{ onError: (error: Error) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}
