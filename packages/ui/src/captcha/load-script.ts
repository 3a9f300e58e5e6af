/**
 * Loading a captcha provider's script (behaviour §7 "captcha provider scripts"), at most once per
 * URL, and giving up after behaviour §9's script-load limit.
 */
import { CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS } from '@foyer/contract';

const loading = new Map<string, Promise<void>>();

export type ScriptLoader = (url: string) => Promise<void>;

export const loadScript: ScriptLoader = (url) => {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(
        () => fail(new Error(`script load timed out: ${url}`)),
        CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        script.remove();
        loading.delete(url);
        reject(error);
      };
      script.src = url;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => fail(new Error(`script failed to load: ${url}`));
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
};

/** Resolves with `work`'s value, or undefined when it takes longer than `ms`. */
export function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
