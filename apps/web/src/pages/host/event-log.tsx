import { useAppTranslation } from '../../i18n/app-i18n';

/** The widget callbacks seen so far, newest first. */
export function EventLog({ events }: { events: readonly string[] }) {
  const { t } = useAppTranslation();
  return (
    <section className="host-section" aria-labelledby="host-events">
      <h2 id="host-events">{t('app:host.events')}</h2>
      {events.length === 0 ? (
        <p className="app-muted">{t('app:host.noEvents')}</p>
      ) : (
        <ol className="host-events" dir="ltr">
          {events.map((event, index) => (
            <li key={`${events.length - index}`}>
              <code>{event}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
