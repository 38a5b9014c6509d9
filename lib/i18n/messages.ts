import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import type { Lang } from '../types';

export type Messages = typeof en;

const MESSAGES: Record<Lang, Messages> = { en, zh };

export function getMessages(lang: Lang): Messages {
  return MESSAGES[lang];
}

/** Replaces `{name}` placeholders, for the few UI strings built outside next-intl. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}
