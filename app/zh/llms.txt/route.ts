import { llmsRoute } from '@/lib/llm-text/llms';

export const dynamic = 'force-static';
export const GET = llmsRoute('zh', 'summary');
