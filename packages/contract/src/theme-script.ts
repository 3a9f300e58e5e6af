/**
 * The one inline script of the web app's pages (decision 050): it runs in `<head>`, before
 * the first paint, and puts the visitor's chosen theme (`?theme=light|dark`, else the one
 * remembered in localStorage) on `<html data-theme>`, so a page rendered before any other
 * script shows that theme at once; with no choice it leaves the attribute off and CSS follows
 * the system's colour scheme. The web build puts it in every page; the server allows exactly
 * this text in its Content-Security-Policy by its SHA-256, so both sides read it from here.
 * It mirrors apps/web's app-theme.ts, which decides the same after the app starts.
 */
export const THEME_STORAGE_KEY = 'foyer_theme';

export const THEME_BEFORE_PAINT_SCRIPT =
  `try{var q=new URLSearchParams(location.search).get('theme'),` +
  `s=localStorage.getItem('${THEME_STORAGE_KEY}'),` +
  `t=q==='light'||q==='dark'?q:s==='light'||s==='dark'?s:null;` +
  `if(t){document.documentElement.dataset.theme=t;document.documentElement.style.colorScheme=t}}` +
  `catch(e){}`;
