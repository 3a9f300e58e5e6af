export { CountrySelect, type CountrySelectProps } from './country-select';
export { filterCountries, type CountryOption } from './country-filter';
