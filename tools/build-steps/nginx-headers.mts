/**
 * Rewrites the security-header block of deploy/nginx.conf from lib/hosting/security.ts:
 * `npx tsx tools/build-steps/nginx-headers.mts`. __tests__/lib/hosting/security.esm.test.ts fails while they differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withNginxSecurityHeaders } from '../../lib/hosting/security';

const file = path.join(process.cwd(), 'deploy', 'nginx.conf');
const before = fs.readFileSync(file, 'utf8');
const after = withNginxSecurityHeaders(before);
fs.writeFileSync(file, after);
console.log(
  before === after ? '✓ deploy/nginx.conf already matches lib/hosting/security.ts' : '✓ deploy/nginx.conf: security headers rewritten',
);
