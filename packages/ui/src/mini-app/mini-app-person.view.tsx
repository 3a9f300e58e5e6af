/**
 * Who Telegram says the person is (decision 071): the name, the username and the photo with its
 * alt text, as one labelled group. From `initDataUnsafe.user`: display only, the server reads
 * the signed one.
 */
import styles from '../flows/shared/flow.module.css';
import { useTranslation } from '../i18n/use-translation';
import { miniAppPersonName, type MiniAppPerson } from './telegram-web-app';

const PHOTO_PX = 64;

export function MiniAppPersonView({ person }: { person: MiniAppPerson | undefined }) {
  const { t } = useTranslation();
  const name = miniAppPersonName(person);
  return (
    <div role="group" className={styles.header} aria-label={t('thirdParty:miniApp.personLabel')}>
      {person?.photo_url ? (
        <img
          src={person.photo_url}
          alt={t('thirdParty:miniApp.photoAlt', { name })}
          width={PHOTO_PX}
          height={PHOTO_PX}
        />
      ) : null}
      <p className={styles.subtitle}>
        <strong>{name}</strong>
        {person?.username && name !== `@${person.username}` ? <> @{person.username}</> : null}
      </p>
    </div>
  );
}
