import { SITE_CODES, type SiteCode } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { FLAG_OPTIONS, TEXT_OPTIONS, type HostOptions } from './host-options';

interface ControlsProps {
  value: HostOptions;
  onChange: (next: HostOptions) => void;
}

/** A checkbox per boolean option. */
export function FlagControls({ value, onChange }: ControlsProps) {
  const { t } = useAppTranslation();
  return (
    <fieldset className="host-fieldset">
      <legend>{t('app:host.options')}</legend>
      {FLAG_OPTIONS.map((flag) => (
        <label key={flag} className="host-check">
          <input
            type="checkbox"
            checked={value.flags[flag]}
            onChange={(event) =>
              onChange({ ...value, flags: { ...value.flags, [flag]: event.target.checked } })
            }
          />
          {t(`app:host.flags.${flag}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** A text box per prefilled value or custom text. */
export function TextControls({ value, onChange }: ControlsProps) {
  const { t } = useAppTranslation();
  return (
    <fieldset className="host-fieldset">
      <legend>{t('app:host.prefill')}</legend>
      {TEXT_OPTIONS.map((text) => (
        <label key={text} className="host-text">
          <span>{t(`app:host.texts.${text}`)}</span>
          <input
            type="text"
            value={value.texts[text]}
            onChange={(event) =>
              onChange({ ...value, texts: { ...value.texts, [text]: event.target.value } })
            }
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Site flag and IP-limited display type. */
export function SiteControls({ value, onChange }: ControlsProps) {
  const { t } = useAppTranslation();
  return (
    <fieldset className="host-fieldset">
      <legend>{t('app:host.region')}</legend>
      <label className="host-text">
        <span>{t('app:host.site')}</span>
        <select
          value={value.site}
          onChange={(event) => onChange({ ...value, site: event.target.value as SiteCode | '' })}
        >
          <option value="">{t('app:host.siteFromHost')}</option>
          {SITE_CODES.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </select>
      </label>
      <label className="host-text">
        <span>{t('app:host.ipLimitedDisplayType')}</span>
        <select
          value={value.ipLimitedDisplayType}
          onChange={(event) =>
            onChange({ ...value, ipLimitedDisplayType: event.target.value as 'modal' | 'page' })
          }
        >
          <option value="modal">{t('app:host.modal')}</option>
          <option value="page">{t('app:host.page')}</option>
        </select>
      </label>
    </fieldset>
  );
}
