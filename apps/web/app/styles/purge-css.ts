/**
 * Build-time removal of the stylesheet's unused rules (ADR 0023). Bootstrap's utility API writes every
 * utility for every breakpoint: about 190 KB, most of which no page uses, all of it render-blocking and
 * matched against every element on every style recalculation. PurgeCSS keeps a rule when each class, id
 * and element in its selector appears as a word somewhere in the content below.
 *
 * Rules for the next engineer:
 * - Write class names out in full (`'is-active'`, `'col-md-6'`). A name glued together at runtime survives
 *   only when it matches the safelist: BEM modifiers (`block--${variant}`) and `is-` / `has-` states.
 * - Editorial HTML (rich-text blocks) is styled by element under `.rich-text`; the elements it may use are
 *   listed in `editorialElements` and are kept whatever the components use.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserDefinedOptions } from 'purgecss';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reactBootstrapRoot = path.dirname(
  createRequire(import.meta.url).resolve('react-bootstrap/package.json'),
);

/** Elements an editor's rich text may contain; their Reboot and `.rich-text` styles must stay. */
const editorialElements = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/**
 * The react-bootstrap components the shop renders. They set Bootstrap's classes themselves, many of them
 * glued together at runtime (`${bsPrefix}-dialog`), so each one's class family is kept, except the
 * breakpoint variants (`offcanvas-lg`, `modal-fullscreen-md-down`, `modal-sm`): those survive only when
 * written out in full. Using another react-bootstrap component means adding it here (a test checks the
 * list against the imports).
 */
export const reactBootstrapComponents = ['Modal', 'Offcanvas', 'Toast', 'ToastContainer'];
const componentFamilies = ['modal', 'offcanvas', 'toast', 'btn-close'];
/** The transition states react-bootstrap's Fade and Offcanvas put on an element. */
const transitionStates = ['fade', 'show', 'showing', 'hiding'];

/** PurgeCSS's options but the stylesheet: Vite's PostCSS step passes each one through. */
export const purgeCssOptions: Omit<UserDefinedOptions, 'css'> = {
  content: [
    path.join(webRoot, 'app/**/*.{ts,tsx}'),
    // Classes these components write out in full, such as a ToastContainer's position utilities.
    path.join(reactBootstrapRoot, `esm/{${reactBootstrapComponents.join(',')},Fade,CloseButton}.js`),
    { raw: editorialElements.map((element) => `<${element}></${element}>`).join(''), extension: 'html' },
  ],
  // A class that only a test names is not in the shop.
  skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx'],
  safelist: {
    standard: [
      /--/,
      /^is-/,
      /^has-/,
      new RegExp(`^(?!.*-(sm|md|lg|xl|xxl)(-|$))(${componentFamilies.join('|')})(-|$)`),
      new RegExp(`^(${transitionStates.join('|')})$`),
    ],
  },
  // Custom properties are cheap and Bootstrap's components read them through each other.
  variables: false,
  keyframes: true,
  fontFace: true,
};
