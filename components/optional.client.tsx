'use client';

import { Component, type ReactNode } from 'react';
import { isStaleBuildError } from '@/lib/browser/stale-build';
import { reloadIntoNewBuild } from './stale-build';

/**
 * Around an overlay that loads on demand: if it fails, it disappears and the article stays; if it
 * failed because a deploy removed its chunk, the page reloads into the new build.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (isStaleBuildError(error)) reloadIntoNewBuild();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
