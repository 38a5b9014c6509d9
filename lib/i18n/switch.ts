// The URL scheme lives in lib/urls.ts; older imports still find these here.
export { normalizePath, switchLanguagePath } from '../urls';
