import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const headEnd = '</head>';
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const scriptEnd = '</script>';

/**
 * The script that starts hydration once the browser reports its first paint: adds the preloads, then runs
 * React Router's module script. A tab opened in the background paints only when shown and starts at once; a
 * browser without paint timing starts after the next frame; and after three seconds it starts in any case.
 */
function deferredStart(hrefs: string[], code: string, nonce: string): string {
  // Inside a <script>, a "</script" or "<!--" in a string would end it or confuse the parser.
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(hrefs,code,nonce){var started=false;function start(){if(started)return;started=true;
hrefs.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});
var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}
var P=window.PerformanceObserver;
if(document.visibilityState==="hidden"||performance.getEntriesByType("paint").length>0)return start();
setTimeout(start,3000);
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1)new P(function(l,o){o.disconnect();start()}).observe({type:"paint"});
else requestAnimationFrame(function(){setTimeout(start,0)})
})(${literal(hrefs)},${literal(code)},${literal(nonce)})`;
}

/**
 * Paint first, hydrate after (ADR 66). React Router's <Scripts> puts a module preload for every script of the
 * page into the head (React hoists them) and ends the body with the module script that imports them and
 * starts hydration. This rewrite of the streamed page takes the preloads out of the head and turns that module
 * script into one that adds them, and runs the same code, right after the browser's first paint: the
 * stylesheet, the fonts and the largest picture have the line to themselves, and the page shows its
 * server-rendered HTML before any script loads. Everything else passes through as React streams it.
 *
 * It finds that markup by its exact text. A page with preloads but no module script, or the other way round,
 * means an upgrade changed it: the page still hydrates (without the deferral) and `report` says so; the
 * unit test that renders through the installed React Router fails first.
 */
export function hydrateAfterPaint(
  nonce: string,
  report: (message: string) => void = console.error,
): Transform {
  const moduleScriptStart = `<script nonce="${nonce}" type="module" async="">`;
  // Decoded as a whole, so a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  const hrefs: string[] = [];
  let phase: 'head' | 'body' | 'script' | 'done' = 'head';
  let pending = '';

  /** Consumes what can be decided now from `pending`; returns the text that can go out. */
  function advance(final: boolean): string {
    let out = '';
    for (;;) {
      if (phase === 'head') {
        const end = pending.indexOf(headEnd);
        // Until the head ends, hold back from the last "<" on: it may be a preload the next chunk completes.
        const cut = end !== -1 ? end : final ? pending.length : lastTagStart(pending);
        out += pending.slice(0, cut).replace(modulePreload, (_, href: string) => {
          hrefs.push(href);
          return '';
        });
        pending = pending.slice(cut);
        if (end === -1) return out;
        phase = 'body';
      } else if (phase === 'body') {
        const start = pending.indexOf(moduleScriptStart);
        if (start === -1) {
          const keep = final ? pending.length : Math.max(0, pending.length - moduleScriptStart.length + 1);
          out += pending.slice(0, keep);
          pending = pending.slice(keep);
          return out;
        }
        out += pending.slice(0, start);
        pending = pending.slice(start + moduleScriptStart.length);
        phase = 'script';
      } else if (phase === 'script') {
        const end = pending.indexOf(scriptEnd);
        if (end === -1) {
          // A page cut off inside the script: send what came, unchanged.
          if (final) out += moduleScriptStart + pending;
          return out;
        }
        const code = pending.slice(0, end);
        out += `<script nonce="${nonce}">${deferredStart(hrefs, code, nonce)}${scriptEnd}`;
        pending = pending.slice(end + scriptEnd.length);
        phase = 'done';
      } else {
        out += pending;
        pending = '';
        return out;
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      callback(null, advance(false));
    },
    flush(callback) {
      pending += decoder.end();
      const out = advance(true);
      const mismatch = markupMismatch(hrefs.length, phase === 'script' || phase === 'done');
      if (mismatch)
        report(`hydrate-after-paint (ADR 66): ${mismatch}; React Router's or React's markup changed`);
      callback(null, out);
    },
  });
}

/** What the page lacked of the markup the rewrite expects, if it had part of it. */
function markupMismatch(preloads: number, moduleScript: boolean): string | null {
  if (preloads > 0 && !moduleScript) return `${preloads} module preloads but no module script`;
  if (preloads === 0 && moduleScript) return 'a module script but no module preloads';
  return null;
}

function lastTagStart(text: string): number {
  const at = text.lastIndexOf('<');
  return at === -1 || text.indexOf('>', at) !== -1 ? text.length : at;
}
