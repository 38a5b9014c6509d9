import type { LaunchOptions } from 'playwright-core';
export const CHROMIUM: string;
export function launchOptions(options?: { timed?: boolean }): LaunchOptions;
