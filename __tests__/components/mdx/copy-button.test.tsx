import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from '@/components/mdx/copy-button.client';

const labels = { copy: 'Copy code', copied: 'Copied', failed: 'Could not copy' };

function Block() {
  return (
    <div data-code-block="">
      <CopyButton labels={labels} />
      <pre>
        <code>
          <span>const a = 1;</span>
          {'\n'}
          <span className="diff remove">const b = 2;</span>
          {'\n'}
          <span className="diff add">const b = 3;</span>
          {'\n'}
          <span>export {'{ a, b }'};</span>
        </code>
      </pre>
    </div>
  );
}

let writeText: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('CopyButton', () => {
  it('is labelled with the copy label at first', () => {
    render(<Block />);
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button).not.toHaveAttribute('data-copied');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the code without the removed diff line, lines joined by \\n', async () => {
    render(<Block />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconst b = 3;\nexport { a, b };');
  });

  it('then says the copied label, and resets after 2 s', async () => {
    render(<Block />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button).toHaveTextContent('Copied');
    expect(button).toHaveAttribute('data-copied', 'true');

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).not.toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy code' })).not.toHaveAttribute('data-copied');
  });

  // A second copy restarts the 2 s: the first click's timer must not reset the label 0.5 s later.
  it('keeps the copied label for 2 s after a second copy', async () => {
    render(<Block />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    act(() => jest.advanceTimersByTime(1500));
    await click(screen.getByRole('button', { name: 'Copied' }));
    expect(writeText).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says it failed when the clipboard refuses, then resets after 2 s', async () => {
    writeText.mockImplementation(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    render(<Block />);
    // An unhandled rejection in the click handler would fail the test run.
    await click(screen.getByRole('button', { name: 'Copy code' }));
    const button = screen.getByRole('button', { name: 'Could not copy' });
    expect(button).toHaveTextContent('Could not copy');
    expect(button).not.toHaveAttribute('data-copied');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code' })).not.toHaveTextContent('Could not copy');
  });

  it('copies the whole text of a block without line spans', async () => {
    render(
      <div data-code-block="">
        <pre>
          <code>npm install rspress</code>
        </pre>
        <CopyButton labels={labels} />
      </div>,
    );
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('npm install rspress');
  });

  it('does nothing outside a code block', async () => {
    render(<CopyButton labels={labels} />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
