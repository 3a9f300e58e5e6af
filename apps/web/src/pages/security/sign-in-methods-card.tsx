import { useState } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { ReauthDialog } from '../../reauth/reauth-dialog';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import { DatedList, SecurityCard } from './dated-list';
import { UnlinkDialog, type UnlinkRequest } from './unlink-dialog';
import type {
  LinkOffer,
  LinkProblem,
  Provider,
  SignInMethodKind,
  useSignInMethods,
} from './use-sign-in-methods';

type SignInMethods = ReturnType<typeof useSignInMethods>;

/**
 * "Sign-in methods" (decision 062): the providers linked to the account, each with the date it
 * was linked and an "Unlink" button that asks for the password in a dialog; and "Link {name}"
 * for each provider the server offers that is not linked (decisions 069, 073), which first asks
 * the person to confirm it is them in a dialog, then opens the provider's window (106).
 * Telegram, when bound, is listed with its date too, and its Unlink asks for a confirmation
 * only (decision 089).
 */
export function SignInMethodsCard({
  methods,
  reauth,
}: {
  methods: SignInMethods;
  /** How the account confirms it is them before a link (decision 106). */
  reauth: ReauthMethodHandle;
}) {
  const { t } = useAppTranslation();
  const { state, unlink, unbindTelegram, offers, link } = methods;
  const [unlinking, setUnlinking] = useState<UnlinkRequest | null>(null);
  const [linking, setLinking] = useState<LinkOffer | null>(null);
  const [linkProblem, setLinkProblem] = useState<{
    provider: Provider;
    problem: Exclude<LinkProblem, 'cancelled'>;
  } | null>(null);
  if (state.kind === 'loading') return null;
  const nameOf = (method: SignInMethodKind) =>
    method === 'telegram'
      ? t('app:security.methods.telegram')
      : (offers.find((offer) => offer.provider === method)?.name ??
        t(`app:security.methods.providers.${method}`));
  const unlinkButton = (method: SignInMethodKind, request: () => UnlinkRequest) => (
    <button
      type="button"
      className="app-button app-button-quiet"
      aria-label={t('app:security.methods.unlinkProvider', { provider: nameOf(method) })}
      onClick={() => setUnlinking(request())}
    >
      {t('app:security.methods.unlink')}
    </button>
  );
  const linkable =
    state.kind === 'loaded'
      ? offers.filter((offer) => !state.methods.some((m) => m.provider === offer.provider))
      : [];
  const onLink = (offer: LinkOffer) => {
    setLinkProblem(null);
    setLinking(offer);
  };

  return (
    <SecurityCard
      id="sign-in-methods-title"
      title={t('app:security.methods.title')}
      failed={state.kind === 'failed'}
    >
      {state.kind === 'failed' ? null : (
        <>
          <DatedList
            empty={t('app:security.methods.none')}
            sinceLabel={t('app:security.methods.linkedOn')}
            items={[
              // A bound Telegram account signs in too; unbinding it asks no password (089).
              ...(state.telegramLinkedAt === undefined
                ? []
                : [
                    {
                      key: 'telegram',
                      title: nameOf('telegram'),
                      since: state.telegramLinkedAt,
                      action: unlinkButton('telegram', () => ({
                        method: 'telegram',
                        unlink: unbindTelegram,
                      })),
                    },
                  ]),
              ...state.methods.map(({ provider, linkedAt }) => ({
                key: provider,
                title: nameOf(provider),
                since: linkedAt,
                action: unlinkButton(provider, () => ({
                  method: provider,
                  unlink: (password: string) => unlink(provider, password),
                })),
              })),
            ]}
          />
          {state.unlinked ? (
            <p role="status" className="app-muted">
              {t('app:security.methods.unlinked', { provider: nameOf(state.unlinked) })}
            </p>
          ) : null}
          {linkable.map((offer) => (
            <button
              key={offer.provider}
              type="button"
              className="app-button"
              onClick={() => onLink(offer)}
            >
              {t('app:security.methods.linkProvider', { provider: nameOf(offer.provider) })}
            </button>
          ))}
          {linkProblem ? (
            <p role="alert">
              {t(`app:security.methods.linkProblems.${linkProblem.problem}`, {
                provider: nameOf(linkProblem.provider),
              })}
            </p>
          ) : null}
          <p role="status" className="app-muted">
            {state.linked
              ? t('app:security.methods.linkSuccessful', { provider: nameOf(state.linked) })
              : null}
          </p>
        </>
      )}
      {linking ? (
        <ReauthDialog
          title={t('app:security.methods.linkTitle', { provider: nameOf(linking.provider) })}
          body={t('app:security.methods.linkBody', { provider: nameOf(linking.provider) })}
          submitLabel={t('app:security.methods.linkContinue', {
            provider: nameOf(linking.provider),
          })}
          reauth={reauth}
          // Called in the submit's own task: the popup opens before anything is awaited.
          onSubmit={async (values, method) => {
            const answer = await link(linking, { method, values });
            if (answer && 'reauth' in answer) return answer.reauth;
            const problem = answer?.problem;
            setLinkProblem(
              problem && problem !== 'cancelled' ? { provider: linking.provider, problem } : null,
            );
            return null;
          }}
          onClose={() => setLinking(null)}
        />
      ) : null}
      {unlinking ? (
        <UnlinkDialog
          request={unlinking}
          name={nameOf(unlinking.method)}
          onClose={() => setUnlinking(null)}
        />
      ) : null}
    </SecurityCard>
  );
}
