// `node --import` this file to start the hooks of loaded-modules.hooks.mjs.
import { register } from 'node:module';

register('./loaded-modules.hooks.mjs', import.meta.url);
