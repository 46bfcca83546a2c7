// shared with the seller app
export { addressPlace, countryName, placeLine, regionLocaleOf } from '@market/app-kit/region-names';
