import { useState } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { UnlinkDialog } from './unlink-dialog';
import type { Provider, useSignInMethods } from './use-sign-in-methods';

type SignInMethods = ReturnType<typeof useSignInMethods>;

/**
 * "Sign-in methods" (decision 062): the providers linked to the account, each with the date it
 * was linked and an "Unlink" button that asks for the password in a dialog.
 */
export function SignInMethodsCard({ methods }: { methods: SignInMethods }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const { state, unlink } = methods;
  const [unlinking, setUnlinking] = useState<Provider | null>(null);
  if (state.kind === 'loading') return null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', calendar: 'gregory' });
  const nameOf = (provider: Provider) => t(`app:security.methods.providers.${provider}`);

  return (
    <section className="app-card" aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title" className="security-title">
        {t('app:security.methods.title')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert">{t('app:security.problems.failed')}</p>
      ) : (
        <>
          {state.methods.length === 0 ? (
            <p className="app-muted">{t('app:security.methods.none')}</p>
          ) : (
            <ul className="security-methods">
              {state.methods.map(({ provider, linkedAt }) => (
                <li key={provider} className="security-method">
                  <div>
                    <p className="app-notice-title">{nameOf(provider)}</p>
                    <p className="app-muted">
                      {t('app:security.methods.linkedOn')}{' '}
                      <time dateTime={new Date(linkedAt).toISOString()}>
                        {when.format(linkedAt)}
                      </time>
                    </p>
                  </div>
                  <button
                    type="button"
                    className="app-button security-cancel"
                    aria-label={t('app:security.methods.unlinkProvider', {
                      provider: nameOf(provider),
                    })}
                    onClick={() => setUnlinking(provider)}
                  >
                    {t('app:security.methods.unlink')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {state.unlinked ? (
            <p role="status" className="app-muted">
              {t('app:security.methods.unlinked', { provider: nameOf(state.unlinked) })}
            </p>
          ) : null}
        </>
      )}
      {unlinking ? (
        <UnlinkDialog
          provider={unlinking}
          onUnlink={(password) => unlink(unlinking, password)}
          onClose={() => setUnlinking(null)}
        />
      ) : null}
    </section>
  );
}
