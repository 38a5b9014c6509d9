import { z } from 'zod';
import { HEADING_ID } from '../mdx/pipeline.mjs';
import { featureIconPath, missingFeatureIconMessage } from './feature-icons';

const headingId = z.string().regex(HEADING_ID, { error: (issue) => `${JSON.stringify(issue.input)} is not a kebab-case heading id` });

const docSchema = z
  .object({
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    overview: z.boolean().optional(),
    pageType: z.literal('doc').optional(),
    awaitingTranslation: z.literal(true).optional(),
    // A renamed heading's old id → its new one: links to `#old` still land on the section (content/README.md).
    anchors: z.record(headingId, headingId).optional(),
  })
  .strict();

const homeSchema = z
  .object({
    pageType: z.literal('home'),
    title: z.string().min(1),
    titleSuffix: z.string().min(1),
    description: z.string().min(1).optional(),
    hero: z
      .object({
        name: z.string().min(1),
        text: z.string().min(1),
        tagline: z.string().min(1),
        actions: z
          .array(
            z
              .object({
                theme: z.enum(['brand', 'alt']),
                text: z.string().min(1),
                link: z.string().startsWith('/'),
              })
              .strict(),
          )
          .min(1),
        image: z.object({ src: z.string().min(1), alt: z.string().min(1) }).strict(),
      })
      .strict(),
    features: z
      .array(
        z
          .object({
            title: z.string(),
            details: z.string(),
            // An emoji, shown as its SVG: one without a file would show as a box where no emoji font is installed.
            icon: z
              .string()
              .refine((icon) => featureIconPath(icon) !== undefined, { error: (issue) => missingFeatureIconMessage(issue.input) }),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type FrontmatterResult = { ok: true; data: Record<string, unknown> } | { ok: false; path: string; message: string };

/** Validates parsed YAML; `title` may be missing here when the body has an `# h1`. */
export function validateFrontmatter(data: unknown): FrontmatterResult {
  const raw = (data ?? {}) as Record<string, unknown>;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, path: '', message: 'frontmatter must be a YAML mapping' };
  }
  if (raw.pageType !== undefined && raw.pageType !== 'home' && raw.pageType !== 'doc') {
    return {
      ok: false,
      path: 'pageType',
      message: `unknown pageType ${JSON.stringify(raw.pageType)}; use "home" or "doc" (or leave it out)`,
    };
  }
  const result = (raw.pageType === 'home' ? homeSchema : docSchema).safeParse(raw);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const issue = result.error.issues[0];
  return {
    ok: false,
    path: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys'
        ? `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : // A record's bad key (an `anchors:` alias): its own rule's words, not zod's "Invalid key in record".
          issue.code === 'invalid_key'
          ? (issue.issues[0]?.message ?? issue.message)
          : issue.message,
  };
}
