import type { TextKey } from '@shop/ui-texts';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { HtmlTextarea, type RichTextFieldProps } from './rich-text-field.tsx';

/**
 * What the editor keeps of HTML (StarterKit's nodes and marks, ADR 78): anything else it would drop on the
 * first change (a table, an image, a class, a modal link's data-modal), so HTML holding it is edited as HTML.
 */
const editableTags = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s code pre blockquote ul ol li a'.split(' '),
);
const editableAttributes: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  ol: ['start'],
};

/** Whether the editor would keep all of this HTML (the browser parses it; nothing of it runs or loads). */
export function editorKeepsAll(html: string): boolean {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...parsed.body.querySelectorAll('*')].every((element) => {
    const tag = element.tagName.toLowerCase();
    const allowed = editableAttributes[tag] ?? [];
    return (
      editableTags.has(tag) && [...element.attributes].every((attribute) => allowed.includes(attribute.name))
    );
  });
}

/**
 * A block's rich text in TipTap: headings, bold, italic, lists and links from a labelled toolbar. The HTML
 * goes into a hidden input under the field's name, so the form posts it like the text area it replaces.
 */
export function RichTextEditor(props: RichTextFieldProps) {
  const t = useT();
  const [keepsAll] = useState(() => editorKeepsAll(props.value));
  if (!keepsAll) return <HtmlTextarea {...props} hint={t('backoffice.documents.richtext.html-only')} />;
  return <Editing {...props} />;
}

function Editing({ name, label, value, invalid }: RichTextFieldProps) {
  const labelId = useId();
  const [html, setHtml] = useState(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        codeBlock: false,
        // A link opens in the same window unless staff say otherwise; the API sets rel on save.
        link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    immediatelyRender: true,
    // The CSP allows no injected <style>: the few rules ProseMirror needs are in _rich-text-editor.scss.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `form-control rich-text-editor${invalid ? ' is-invalid' : ''}`,
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className="mb-3">
      <div id={labelId} className="form-label">
        {label}
      </div>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

type Command = { key: TextKey; active: (editor: Editor) => boolean; run: (editor: Editor) => void };

const commands: Command[] = [
  {
    key: 'backoffice.documents.richtext.paragraph',
    active: (editor) => editor.isActive('paragraph'),
    run: (editor) => editor.chain().focus().setParagraph().run(),
  },
  {
    key: 'backoffice.documents.richtext.heading2',
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'backoffice.documents.richtext.heading3',
    active: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'backoffice.documents.richtext.bold',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'backoffice.documents.richtext.italic',
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'backoffice.documents.richtext.bulletList',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'backoffice.documents.richtext.orderedList',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/** Left and right arrows (Home, End) move between a toolbar's buttons, as a toolbar's keyboard does. */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

/** The formatting buttons (each says whether it is on with aria-pressed) and the link's address field. */
function Toolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const urlId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: commands.map((command) => command.active(current)),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });
  const applyLink = () => {
    const href = (urlInput.current?.value ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setLinking(false);
  };
  // Enter in the address applies the link; it must not post the page's form.
  const onUrlKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinking(false);
      editor.commands.focus();
    }
  };
  return (
    <div className="mb-1">
      <div
        role="toolbar"
        aria-label={t('backoffice.documents.richtext.toolbar')}
        className="btn-group flex-wrap"
        onKeyDown={moveAlongToolbar}
      >
        {commands.map((command, index) => (
          <button
            key={command.key}
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-pressed={state.active[index] ?? false}
            onClick={() => command.run(editor)}
          >
            {t(command.key)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => setLinking(!linking)}
        >
          {t('backoffice.documents.richtext.link')}
        </button>
        {state.link ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
          >
            {t('backoffice.documents.richtext.unlink')}
          </button>
        ) : null}
      </div>
      {linking ? (
        <div className="d-flex gap-2 align-items-end flex-wrap mt-2">
          <div className="flex-grow-1">
            <label htmlFor={urlId} className="form-label">
              {t('backoffice.documents.richtext.link-url')}
            </label>
            <input
              id={urlId}
              ref={urlInput}
              type="text"
              inputMode="url"
              className="form-control form-control-sm"
              defaultValue={state.href}
              onKeyDown={onUrlKey}
              // biome-ignore lint/a11y/noAutofocus: the field staff just asked for by pressing Link
              autoFocus
            />
          </div>
          <button type="button" className="btn btn-primary btn-sm" onClick={applyLink}>
            {t('backoffice.documents.richtext.link-apply')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setLinking(false)}
          >
            {t('backoffice.documents.richtext.link-cancel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
