import { BANNER_CLOSED, BANNER_CLOSED_CLASS, BANNER_FADE_MS } from './banner';
import { cookiePattern } from './cookies';
import { LANG_COOKIE } from '~/ui/remember-lang';

// Runs before first paint, so that layout does not shift when React takes over: marks that
// scripts run (the collapsed mobile menu), hides a banner already closed in this visit, and shows
// the offer of the other language (`lang-offer`) when the visitor prefers it: the language they
// chose before (the `lang` cookie), else the first of their browser's languages that the site
// speaks (decision 028); and it keeps a popover button's `aria-expanded` (the Menu button,
// Header.tsx) true while its popover is open, names the files chosen in an upload form
// (UploadForm.tsx) and says "Please select a file!" in its message area when it is sent with
// none, in place of the browser's bubble (issue 40: a click before hydration got the bubble), and opens and closes a disclosure (a `data-discloses` button and the
// `nojs-only` element its `aria-controls` names: the tracker's "Track Refund",
// RefundTracker.tsx), from the first paint on, whether React has taken the page over or not
// (decisions 039 and 058); and on a page that ships no scripts (decision 123), it fades the
// banner out on "Close banner" as Banner.tsx does where React runs (React Router's module script is
// inline; a standalone one with a src, decision 148, is not React). The same text on every page,
// so one hash in every policy.
export const BOOT_SCRIPT =
  'var d=document.documentElement;' +
  "d.classList.add('js');" +
  `try{if(sessionStorage.getItem('${BANNER_CLOSED}')==='true'||${cookiePattern(BANNER_CLOSED, 'true')}.test(document.cookie))d.classList.add('${BANNER_CLOSED_CLASS}')}catch(e){}` +
  `try{var m=${cookiePattern(LANG_COOKIE, 'en|es')}.exec(document.cookie),p=m&&m[1];` +
  'if(!p){var l=navigator.languages||[navigator.language];' +
  "for(var i=0;i<l.length&&!p;i++){var c=String(l[i]).slice(0,2).toLowerCase();if(c==='en'||c==='es')p=c}}" +
  "if(p&&p!==d.lang)d.classList.add('lang-offer')}catch(e){}" +
  "document.addEventListener('toggle',function(e){var t=e.target;" +
  "if(t.id&&t.popover)document.querySelectorAll('[popovertarget=\"'+t.id+'\"]').forEach(function(b){" +
  "b.setAttribute('aria-expanded',String(e.newState==='open'))})},true);" +
  "document.addEventListener('change',function(e){var t=e.target,n=t.getAttribute&&t.getAttribute('data-name-line')," +
  'o=n&&document.getElementById(n),f=o&&t.files&&t.files[0];if(!o)return;' +
  "var q=document.getElementById(t.getAttribute('data-no-file-line'));if(q)q.textContent='';" +
  "o.textContent=f?o.getAttribute('data-chosen')+' ':o.getAttribute('data-none');" +
  "if(f){var s=document.createElement('strong');s.textContent=[].map.call(t.files,function(x){return x.name}).join(', ');o.appendChild(s)}},true);" +
  "document.addEventListener('invalid',function(e){var t=e.target,q=t.getAttribute&&document.getElementById(t.getAttribute('data-no-file-line'));" +
  "if(!q)return;e.preventDefault();q.textContent=q.getAttribute('data-text')},true);" +
  "document.addEventListener('submit',function(e){var i=e.target.querySelector&&e.target.querySelector('[data-no-file-line]')," +
  "q=i&&document.getElementById(i.getAttribute('data-no-file-line'));if(q)q.textContent=''},true);" +
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-discloses]')," +
  "t=b&&document.getElementById(b.getAttribute('aria-controls'));if(!t)return;" +
  "var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));" +
  "t.classList.toggle('nojs-only',!o);var f=o&&t.querySelector('input');if(f)f.focus()});" +
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('.banner__close')," +
  "s=b&&b.closest('.banner');if(!s||document.querySelector('script[type=\"module\"]:not([src])'))return;" +
  "e.preventDefault();var m=document.getElementById('main');if(m)m.focus({preventScroll:true});" +
  "s.classList.add('banner--fading');setTimeout(function(){" +
  `try{sessionStorage.setItem('${BANNER_CLOSED}','true')}catch(x){}d.classList.add('${BANNER_CLOSED_CLASS}')},` +
  `matchMedia('(prefers-reduced-motion: reduce)').matches?0:${BANNER_FADE_MS})});`;
