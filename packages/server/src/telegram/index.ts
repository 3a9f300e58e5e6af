/** telegram: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { checkMiniAppInitData } from './mini-app-init-data.js';
export { miniAppTaskRoutes } from './mini-app-task.routes.js';
export { telegramRoutes } from './telegram.routes.js';
export { bindTelegram, checkTelegramLogin, tgBindField } from './telegram.service.js';
export type { TelegramAuth, TelegramRefusal } from './telegram.service.js';
