import { useAppTranslation } from '../../i18n/app-i18n';
import { useCopy } from '../../app-shell/use-copy';

/** The key in groups of four, as authenticator apps show and accept it (spaces are ignored). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * The authenticator key for manual entry: grouped so a person can copy it by eye, and a
 * "Copy key" button that puts the key itself on the clipboard and says so.
 */
export function SecretKey({ secret }: { secret: string }) {
  const { t } = useAppTranslation();
  const { copied, copy } = useCopy();
  return (
    <div className="security-secret">
      <span className="app-muted" id="two-factor-secret-label">
        {t('app:security.secretLabel')}
      </span>
      <div className="security-secret-row">
        <code aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret" dir="ltr">
          {groupedKey(secret)}
        </code>
        <button
          type="button"
          className="app-button app-button-quiet"
          onClick={() => void copy(secret)}
        >
          {t('app:security.copyKey')}
        </button>
      </div>
      <p className="app-muted" role="status">
        {copied ? t('app:security.keyCopied') : ''}
      </p>
    </div>
  );
}
