/** The calls of the sign-up restrictions (decision 029). */
import type { RequestOf, ResultOf, CallSchemas } from '../schemas/define.js';
import type {
  ipInfoSchemas,
  signUpPermissionSchemas,
  waitlistConfirmSchemas,
  waitlistJoinSchemas,
} from '../schemas/sign-up-restrictions.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/** behaviour §7 GET /register/permission_v2: may this visitor sign up, and why not. */
export const signUpPermissionCall: RouteOf<typeof signUpPermissionSchemas> = {
  method: 'GET',
  path: '/register/permission_v2',
  private: false,
};

/** behaviour §3 "IP info" (behaviour §7 "Region/IP lookup", path ours). */
export const ipInfoCall: RouteOf<typeof ipInfoSchemas> = {
  method: 'GET',
  path: '/user/public/ip-info',
  private: false,
};

/** The waitlist a visitor from a banned country may join (dialogs 2, 6, 4). */
export const waitlistJoinCall: RouteOf<typeof waitlistJoinSchemas> = {
  method: 'POST',
  path: '/user/public/waitlist/join',
  private: false,
};

/** The waitlist e-mail's one-time link, opened: the entry is confirmed (decision 033). */
export const waitlistConfirmCall: RouteOf<typeof waitlistConfirmSchemas> = {
  method: 'POST',
  path: '/user/public/waitlist/confirm',
  private: false,
};
