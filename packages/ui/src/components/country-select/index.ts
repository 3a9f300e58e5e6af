export { type CountrySelectProps } from './country-select';
export { LazyCountrySelect } from './lazy-country-select';
export { filterCountries, type CountryOption } from './country-filter';
