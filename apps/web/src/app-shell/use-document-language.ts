import { useEffect } from 'react';
import { directionOf } from '@foyer/ui';

/** `<html lang dir>` follows the page language. */
export function useDocumentLanguage(lang: string): void {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = directionOf(lang);
  }, [lang]);
}
