/** site: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { configRoutes } from './config.routes.js';
export { createCountryList } from './countries.service.js';
export type { CountryList } from './countries.service.js';
export { devOutboxRoutes } from './dev-outbox.routes.js';
export { noPromoConfig, parsePromoConfig } from './promo-config.service.js';
export type { PromoConfig } from './promo-config.service.js';
export { promoImageRoutes } from './promo-images.routes.js';
export { publicRoutes } from './public.routes.js';
export { registerWebApp } from './web-app.routes.js';
