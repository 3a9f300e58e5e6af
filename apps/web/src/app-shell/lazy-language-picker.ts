import { lazy } from 'react';

/** The language picker, its own chunk (with its CSS): the first visit's bytes stay (077). */
export const LanguagePicker = lazy(() => import('./language-picker'));
