import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../routing/localized-path';
import { isTaskPagePath } from './task-page-paths';

const taskPageAt = (pathname: string) => isTaskPagePath(localizedPath(pathname).path);

describe('behaviour §2: /{lang}/min-app/task is the Mini App task page; the old address keeps working', () => {
  it('both addresses, with or without the language segment', () => {
    expect(taskPageAt('/en/min-app/task')).toBe(true);
    expect(taskPageAt('/min-app/task')).toBe(true);
    expect(taskPageAt('/ar-SA/earn/tg-page')).toBe(true);
  });

  it('as the router reads a path: letter case and a trailing slash do not matter', () => {
    expect(taskPageAt('/en/Min-App/Task/')).toBe(true);
  });

  it('/earn/tg-page is recognised by prefix, as the routes of behaviour §2 are', () => {
    expect(taskPageAt('/en/earn/tg-page/campaign')).toBe(true);
    expect(taskPageAt('/en/earn/tg-pages')).toBe(false);
  });

  it('the authorisation page and other paths are not the task page', () => {
    expect(taskPageAt('/en/telegram-register-login')).toBe(false);
    expect(taskPageAt('/en/min-app')).toBe(false);
    expect(taskPageAt('/en/min-app/tasks')).toBe(false);
  });
});
