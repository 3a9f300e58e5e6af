/**
 * The second inline script of a prerendered page (decision 136): the page arrives with its first
 * screen rendered (decision 050), and the app that takes it over is fetched on the visitor's
 * first intent (a pointer moved or pressed, a key, a focus, a touch, a wheel or a scroll), not
 * at load: a visit that touches nothing receives the page and nothing more. A visitor with a
 * stored session, a remembered log-in tab or a sign-up kept in this tab (the screen is then not
 * the one rendered ahead), or
 * an address with a fragment (a provider's answer), needs the app at once: it starts then too. Until the app holds the page, a press on one of its buttons (a tab, the
 * password's eye) is kept and pressed again once the app has taken the page over
 * (`EARLY_PRESSES`); its submit buttons stay disabled until then, so nothing is sent early.
 *
 * The script's text is fixed (the server's Content-Security-Policy allows it by its SHA-256);
 * the files it starts are named by the page, in `<meta name="foyer-start">`: the entry module
 * first, then the modules it imports, preloaded alongside.
 */

/** Where the widget keeps its session token (its token store's default key). */
export const SESSION_TOKEN_STORAGE_KEY = 'foyer_token';

/** Where the log-in view remembers the visitor's last tab (it changes the first screen). */
export const LOGIN_TAB_STORAGE_KEY = 'foyer_login_tab';

/**
 * Where the three-step sign-up keeps its uuid in this tab (decision 143): a reload resumes the
 * sign-up at its step, which is not the screen rendered ahead.
 */
export const SIGN_UP_UUID_STORAGE_KEY = 'foyer_sign_up_uuid';

/** The meta element naming the app's files, read by the script. */
export const START_META_NAME = 'foyer-start';

/** The window property holding the presses and fields left before the app took the page over. */
export const EARLY_PRESSES = '__foyerEarlyPresses';

/** Set by the app, on the window, just before it takes the page over: presses are its own. */
export const TAKEN_OVER = '__foyerTakenOver';

/** What counts as the visitor's first intent. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export const START_ON_INTENT_SCRIPT =
  `(function(){var w=window,d=document,m=d.querySelector('meta[name="${START_META_NAME}"]');` +
  `if(!m)return;var f=m.content.split(' '),e=${JSON.stringify(INTENT_EVENTS)},s=0,p=w.${EARLY_PRESSES}=[];` +
  `function go(){if(s)return;s=1;e.forEach(function(n){w.removeEventListener(n,go,true)});` +
  `f.slice(1).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
  `var x=d.createElement('script');x.type='module';x.crossOrigin='';x.src=f[0];d.head.appendChild(x)}` +
  `w.addEventListener('click',function(v){var b=!w.${TAKEN_OVER}&&v.target.closest&&v.target.closest('button:not([type=submit]):not(:disabled),[role=tab]');if(b)p.push(['click',b])},true);` +
  `w.addEventListener('focusout',function(v){if(!w.${TAKEN_OVER}&&v.target.matches&&v.target.matches('input'))p.push(['focusout',v.target])},true);` +
  `e.forEach(function(n){w.addEventListener(n,go,{capture:true,passive:true})});` +
  `try{var k=localStorage;if(location.hash||k.getItem('${SESSION_TOKEN_STORAGE_KEY}')||k.getItem('${LOGIN_TAB_STORAGE_KEY}')||sessionStorage.getItem('${SIGN_UP_UUID_STORAGE_KEY}'))go()}catch(r){go()}})()`;
