import { llmsRoute } from '@/lib/site/llms';

export const dynamic = 'force-static';
export const GET = llmsRoute('zh', 'full');
