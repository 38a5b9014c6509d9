import { render, screen } from '@testing-library/react';
import { Optional } from '@/components/optional.client';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('Optional', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its part while it works', () => {
    render(
      <Optional>
        <p>menu</p>
      </Optional>,
    );
    expect(screen.getByText('menu')).toBeInTheDocument();
  });

  it('drops a part that fails, and keeps the rest of the page', () => {
    render(
      <main>
        <p>article</p>
        <Optional>
          <Broken error={new Error('render failed')} />
        </Optional>
      </main>,
    );
    expect(screen.getByText('article')).toBeInTheDocument();
    expect(sessionStorage.getItem('rp-reloaded')).toBeNull();
  });

  it('loads the page again from the new build when the part failed for a chunk a deploy removed', () => {
    render(
      <Optional>
        <Broken error={Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' })} />
      </Optional>,
    );
    expect(JSON.parse(sessionStorage.getItem('rp-reloaded')!)).toMatchObject({ url: location.href });
  });
});
