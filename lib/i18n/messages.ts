import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import type { Lang } from '../types';

/** The shape of a message file; `messages/en.json` is the reference, `zh.json` must match it. */
export type Messages = typeof en;

const MESSAGES: Record<Lang, Messages> = { en, zh };

/**
 * One language's message file, for the places that read labels as data outside React (sidebars,
 * search documents, the content check). Components read text through next-intl.
 */
export function messagesOf(lang: Lang): Messages {
  return MESSAGES[lang];
}

/** next-intl's translator (typed keys, ICU arguments) for text built outside React: llms.txt, Markdown twins. */
export function translatorOf(lang: Lang) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang] });
}

export type Translator = ReturnType<typeof translatorOf>;
