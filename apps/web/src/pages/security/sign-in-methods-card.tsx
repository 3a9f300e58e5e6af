import { useState } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { DatedList, SecurityCard } from './dated-list';
import { UnlinkDialog } from './unlink-dialog';
import type { LinkOffer, LinkProblem, Provider, useSignInMethods } from './use-sign-in-methods';

type SignInMethods = ReturnType<typeof useSignInMethods>;

/**
 * "Sign-in methods" (decision 062): the providers linked to the account, each with the date it
 * was linked and an "Unlink" button that asks for the password in a dialog; and "Link {name}"
 * for each provider the server offers that is not linked (decisions 069, 073). Telegram, when
 * bound, is listed with its date too (decision 089); it is bound and unbound elsewhere.
 */
export function SignInMethodsCard({ methods }: { methods: SignInMethods }) {
  const { t } = useAppTranslation();
  const { state, unlink, offers, link } = methods;
  const [unlinking, setUnlinking] = useState<Provider | null>(null);
  const [linkProblem, setLinkProblem] = useState<{
    provider: Provider;
    problem: Exclude<LinkProblem, 'cancelled'>;
  } | null>(null);
  if (state.kind === 'loading') return null;
  const nameOf = (provider: Provider) =>
    offers.find((offer) => offer.provider === provider)?.name ??
    t(`app:security.methods.providers.${provider}`);
  const linkable =
    state.kind === 'loaded'
      ? offers.filter((offer) => !state.methods.some((m) => m.provider === offer.provider))
      : [];
  const onLink = (offer: LinkOffer) => {
    setLinkProblem(null);
    // Called in the click's own task: the popup opens before anything is awaited.
    void link(offer).then((problem) => {
      setLinkProblem(
        problem && problem !== 'cancelled' ? { provider: offer.provider, problem } : null,
      );
    });
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
              // A bound Telegram account signs in too; it is unbound from Telegram (decision 089).
              ...(state.telegramLinkedAt === undefined
                ? []
                : [
                    {
                      key: 'telegram',
                      title: t('app:security.methods.telegram'),
                      since: state.telegramLinkedAt,
                      action: null,
                    },
                  ]),
              ...state.methods.map(({ provider, linkedAt }) => ({
                key: provider,
                title: nameOf(provider),
                since: linkedAt,
                action: (
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
                ),
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
      {unlinking ? (
        <UnlinkDialog
          provider={unlinking}
          onUnlink={(password) => unlink(unlinking, password)}
          onClose={() => setUnlinking(null)}
        />
      ) : null}
    </SecurityCard>
  );
}
