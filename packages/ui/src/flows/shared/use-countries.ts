import { useEffect, useState } from 'react';
import { countryListCall, type Country } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';
import type { CountryOption } from '../../components/country-select';
import { useWidget } from '../../widget/widget-context';
import { findCountry, toCountryOptions } from './country-options';
import { useLatest } from './use-latest';
import { loadVisitorCountry } from './visitor-country';

// One request per widget, shared by log-in and sign-up; look-ups show no toasts.
const countryLists = new WeakMap<ApiClient, Promise<readonly Country[]>>();

function loadCountries(api: ApiClient): Promise<readonly Country[]> {
  let list = countryLists.get(api);
  if (!list) {
    list = api
      .call(countryListCall, {}, { hideError: true })
      .then((outcome) => (outcome.ok && Array.isArray(outcome.result) ? outcome.result : []));
    countryLists.set(api, list);
  }
  return list;
}

async function visitorCountry(api: ApiClient, options: readonly CountryOption[]) {
  const code = await loadVisitorCountry(api);
  return code ? findCountry(options, code) : undefined;
}

/**
 * The country list for the selector and, once, the visitor's own country (GET
 * /register/countryCode) when it answers one.
 */
export function useCountries(onVisitorCountry: (country: CountryOption) => void) {
  const { api, lang } = useWidget();
  const [countries, setCountries] = useState<readonly CountryOption[]>([]);
  const suggest = useLatest(onVisitorCountry);

  useEffect(() => {
    let live = true;
    void loadCountries(api).then(async (list) => {
      const options = toCountryOptions(list, lang);
      if (!live) return;
      setCountries(options);
      const visitor = await visitorCountry(api, options);
      if (live && visitor) suggest.current(visitor);
    });
    return () => {
      live = false;
    };
  }, [api, lang, suggest]);

  return countries;
}
