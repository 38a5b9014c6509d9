import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose promise the test settles, counting its calls. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ default: Greeting }), reject });
      }),
  );
  return { load, calls };
}

function Host({ part, initiallyWanted = false }: { part: ReturnType<typeof lazyPart<{ name: string }>>; initiallyWanted?: boolean }) {
  const [wanted, setWanted] = useState(initiallyWanted);
  const ready = part.useReady(wanted);
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        want
      </button>
      <span data-testid="ready">{String(ready)}</span>
      {ready && <part.Render name="reader" />}
    </>
  );
}

describe('lazyPart', () => {
  it('loads nothing until wanted, then renders the part with its props as soon as the code is in', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    render(<Host part={part} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('ready')).toHaveTextContent('false');

    act(() => screen.getByRole('button', { name: 'want' }).click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello reader')).not.toBeInTheDocument();

    await act(async () => calls[0].resolve());
    expect(screen.getByText('Hello reader')).toBeInTheDocument();
  });

  it('is ready at once on the next mount: the code loads once per page', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const first = render(<Host part={part} initiallyWanted />);
    await act(async () => calls[0].resolve());
    first.unmount();

    render(<Host part={part} initiallyWanted />);
    expect(screen.getByText('Hello reader')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warms the code on preload without rendering, and shows without waiting once wanted', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    part.preload();
    await act(async () => calls[0].resolve());

    render(<Host part={part} />);
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    act(() => screen.getByRole('button', { name: 'want' }).click());
    expect(screen.getByText('Hello reader')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the part closed when its code fails to load, and tries again when wanted later', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    part.preload();
    await act(async () => calls[0].reject(new Error('offline')));

    const first = render(<Host part={part} initiallyWanted />);
    await act(async () => calls[1].reject(new Error('offline')));
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    first.unmount();

    render(<Host part={part} initiallyWanted />);
    await act(async () => calls[2].resolve());
    expect(screen.getByText('Hello reader')).toBeInTheDocument();
  });
});
