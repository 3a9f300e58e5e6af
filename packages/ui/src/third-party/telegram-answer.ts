/**
 * The Telegram page's answer handed to the log-in flow (decision 072): the shell provides it,
 * the flow's first screen sends it once.
 */
import { createContext } from 'react';
import type { TelegramAnswer } from './telegram-sign-in';

export const TelegramAnswerContext = createContext<TelegramAnswer | null>(null);
