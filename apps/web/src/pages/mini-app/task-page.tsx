/**
 * /{lang}/earn/tg-page (behaviour §2 routes; decision 071): the one task of the Mini App, with a
 * button that completes it through complete_task, and what the server said. An expired launch
 * (40004) offers to close the app, as the authorisation page's dialog does.
 */
import { useState } from 'react';
import { MINI_APP_DEMO_TASK, RET_CODES, dateFormat } from '@foyer/contract';
import type { TelegramWebApp } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { ConfirmButton, ConfirmPage } from '../../app-shell/confirm-page';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import { completeTask, type TaskOutcome } from './complete-task';

type TaskState = { kind: 'idle' } | { kind: 'completing' } | TaskOutcome;

const REFUSED_TEXT: Readonly<Record<number, AppKey>> = {
  [RET_CODES.MINI_APP_AUTH_EXPIRED.code]: 'app:miniApp.task.expired',
  [RET_CODES.TELEGRAM_AUTH_FAILED.code]: 'app:miniApp.task.refused',
};

export function TaskPage({ webApp }: { webApp: TelegramWebApp }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const [state, setState] = useState<TaskState>({ kind: 'idle' });
  const complete = async () => {
    setState({ kind: 'completing' });
    setState(await completeTask(webApp.initData, MINI_APP_DEMO_TASK));
  };
  const expired =
    state.kind === 'refused' && state.retCode === RET_CODES.MINI_APP_AUTH_EXPIRED.code;

  return (
    <ConfirmPage bare titleKey="app:miniApp.task.title" statusKey={undefined} loading={false}>
      <h2>{t('app:miniApp.task.name')}</h2>
      <p>{t('app:miniApp.task.description')}</p>
      <p role="status" aria-busy={state.kind === 'completing' || undefined}>
        {state.kind === 'completing' ? t('app:miniApp.task.completing') : null}
        {state.kind === 'done' && state.firstTime ? t('app:miniApp.task.done') : null}
        {state.kind === 'done' && !state.firstTime
          ? t('app:miniApp.task.doneBefore', {
              date: dateFormat(lang, { date: 'medium' }).format(state.completedAt),
            })
          : null}
        {state.kind === 'refused'
          ? t(REFUSED_TEXT[state.retCode] ?? 'app:miniApp.task.failed', { code: state.retCode })
          : null}
      </p>
      <div className="qr-confirm-actions">
        {expired ? (
          <ConfirmButton
            label={t('app:miniApp.task.closeApp')}
            disabled={false}
            onClick={() => webApp.close()}
          />
        ) : (
          <ConfirmButton
            label={t('app:miniApp.task.complete')}
            disabled={state.kind === 'completing' || state.kind === 'done'}
            busy={state.kind === 'completing'}
            onClick={() => void complete()}
          />
        )}
      </div>
    </ConfirmPage>
  );
}
