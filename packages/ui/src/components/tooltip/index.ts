export { TOOLTIP_HOVER_DELAY_MS, useTooltip } from './use-tooltip';
