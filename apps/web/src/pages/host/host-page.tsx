import './host-page.css';
import { useCallback, useState } from 'react';
import { Link } from '../../routing/link';
import { RegisterLoginModal, RegisterLoginPage, type WidgetMode } from '@foyer/ui';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { useCustomerService } from '../../app-shell/use-customer-service';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { AppearanceControls } from './appearance-controls';
import { EventLog } from './event-log';
import { INITIAL_HOST_OPTIONS, toWidgetOptions } from './host-options';
import { FlagControls, SiteControls, TextControls } from './option-controls';
import host from '../../i18n/locales/en/app-pages/host.json';
import { addPageTexts } from '../../i18n/app-i18n';
import { LEGAL_LINKS } from '../../app-shell/legal-links';

addPageTexts({ host });

const PAGE_ROUTES = ['/login', '/register', '/sign-up'] as const;

/** `/`: shows the page and modal variants and lets a person toggle their options. */
export default function HostPage() {
  const { t } = useAppTranslation();
  const { lang, theme, localize } = useApp();
  const navigateTo = useAppNavigate();
  const openCustomerService = useCustomerService(lang);
  const [choices, setChoices] = useState(INITIAL_HOST_OPTIONS);
  const [modalMode, setModalMode] = useState<WidgetMode | null>(null);
  const [previewMode, setPreviewMode] = useState<WidgetMode>('register');
  const [events, setEvents] = useState<readonly string[]>([]);
  usePageTitle('app:titles.host');

  const log = useCallback(
    (event: string) => setEvents((list) => [event, ...list].slice(0, 20)),
    [],
  );
  const { options, modalOnly } = toWidgetOptions(choices);
  const shared = {
    legalLinks: LEGAL_LINKS,
    ...options,
    lang,
    theme,
    onOpenCustomerService: openCustomerService,
    onLoadStatus: (status: string) => log(`onLoadStatus(${status})`),
    onModeChange: (mode: WidgetMode) => log(`onModeChange(${mode})`),
  };

  return (
    <AppPage wide>
      <div className="host-layout">
        <aside className="host-controls">
          <h1>{t('app:host.title')}</h1>
          <p className="app-muted">{t('app:host.intro')}</p>
          <AppearanceControls />
          <FlagControls value={choices} onChange={setChoices} />
          <SiteControls value={choices} onChange={setChoices} />
          <TextControls value={choices} onChange={setChoices} />
        </aside>
        <div className="host-stage">
          <section className="host-section" aria-labelledby="host-modal">
            <h2 id="host-modal">{t('app:host.modalSection')}</h2>
            <div className="host-actions">
              <button type="button" className="app-button" onClick={() => setModalMode('login')}>
                {t('app:host.openLogin')}
              </button>
              <button type="button" className="app-button" onClick={() => setModalMode('register')}>
                {t('app:host.openRegister')}
              </button>
            </div>
          </section>
          <section className="host-section" aria-labelledby="host-pages">
            <h2 id="host-pages">{t('app:host.pageLinks')}</h2>
            <ul className="host-links">
              {PAGE_ROUTES.map((route) => (
                <li key={route}>
                  {/* A path reads left to right in every language. */}
                  <Link to={`${localize(route)}?theme=${theme}`} dir="ltr">
                    {localize(route)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="host-section" aria-labelledby="host-preview">
            <h2 id="host-preview">{t('app:host.preview')}</h2>
            <label className="host-text host-inline">
              <span>{t('app:host.previewMode')}</span>
              <select
                value={previewMode}
                onChange={(event) => setPreviewMode(event.target.value as WidgetMode)}
              >
                <option value="register">{t('app:titles.register')}</option>
                <option value="login">{t('app:titles.login')}</option>
              </select>
            </label>
            <div className="host-preview">
              <RegisterLoginPage
                {...shared}
                mode={previewMode}
                onNavigate={navigateTo}
                onSuccess={(success) => log(`onSuccess(${JSON.stringify(success)})`)}
              />
            </div>
          </section>
          <EventLog events={events} />
        </div>
      </div>
      <RegisterLoginModal
        {...shared}
        {...modalOnly}
        visible={modalMode !== null}
        mode={modalMode ?? 'login'}
        onClose={() => {
          log('onClose()');
          setModalMode(null);
        }}
        onSuccess={(success) => {
          log(`onSuccess(${JSON.stringify(success)})`);
          setModalMode(null);
          navigateTo(success.redirectUrl);
        }}
      />
    </AppPage>
  );
}
