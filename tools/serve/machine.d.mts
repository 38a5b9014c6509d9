export const CHROMIUM: string;
export const NGINX: string;
export type Need = 'chromium' | 'nginx' | 'pdftotext' | 'chineseFont';
export const NEEDS: Record<Need, { what: string; pkg: string; present(): boolean; other?: string }>;
export function missingNeeds(names?: Need[]): Need[];
export function requireOnMachine(...names: Need[]): void;
