// The shell's start, written into every page's head: the shell's entry (preloaded beside it) runs only
// once the page the server sent is parsed and its first paint is on screen, so that paint never waits
// for the shell's code to run (nor, in a page that is not shown, for a paint that will not come).
import { createHash } from 'node:crypto';

/** Marks the preload link of the shell's entry, which the start script loads. */
export const SHELL_ENTRY_ATTRIBUTE = 'data-shell-entry';

/** The template in a page's head holding the links that fetch scripts: the start script adds them to the page. */
export const AFTER_PAINT_TEMPLATE = 'hw-after-paint';

/** The script's text, exactly as the page carries it: the page's policy allows it by its hash. */
export const SHELL_START_SCRIPT = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  // The downloads of the shell's and the slice's code start now, not while the page is painted:
  // first the shell's entry, found among the links the page kept for after its paint.
  `var later=document.getElementById('${AFTER_PAINT_TEMPLATE}');`,
  `var entry=(later?later.content:document).querySelector('link[${SHELL_ENTRY_ATTRIBUTE}]');`,
  "var script=document.createElement('script');",
  "script.src=entry.getAttribute('href');",
  'document.head.appendChild(script);',
  // Then, in a task of its own, the rest (the kernel's preload, the slice's prefetches): each link
  // starts a request, and on a slow phone all of them with the entry made one long task.
  'if(later){entry.remove();setTimeout(function(){document.head.appendChild(later.content);},0);}',
  '}',
  // Once the page's first paint is on screen (the paint timing entry is written when the frame is
  // shown, after the main thread has painted it); at once in a page that is not shown.
  'function afterPaint(){',
  "if(document.visibilityState!=='visible')return start();",
  "document.addEventListener('visibilitychange',start);",
  // A page with nothing to paint starts a second on; a browser that reports no paints, after its next frame.
  'setTimeout(start,1000);',
  "var observer=window.PerformanceObserver;",
  "if(observer&&observer.supportedEntryTypes&&observer.supportedEntryTypes.indexOf('paint')>=0){",
  "new observer(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0);}).observe({type:'paint',buffered:true});",
  '}else{',
  'requestAnimationFrame(function(){setTimeout(start,0);});',
  '}',
  '}',
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);",
  'else afterPaint();',
  '})();',
].join('');

/** The script-src source that allows the start script: its SHA-256, as CSP writes it. */
export const SHELL_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SHELL_START_SCRIPT).digest('base64')}'`;
