'use client';

import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { notifyError } from './notify';
import { uploadFile } from './upload-file';

type RichTextEditorProps = {
  /** id of the visible label element that names the editor. */
  labelId: string;
  /** The HTML to start from; later changes of this prop are ignored (the editor owns the text). */
  initialHtml: string;
  /** The current HTML, or '' when the editor holds no text and no image. */
  onChange: (html: string) => void;
  describedBy?: string;
  isInvalid?: boolean;
  lang?: string;
};

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

function ToolbarButton({
  label,
  onClick,
  isActive,
  isDisabled,
  children,
}: {
  label: string;
  onClick: () => void;
  isActive?: boolean;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={isActive}
      disabled={isDisabled}
      onClick={onClick}
      className="min-w-8 rounded px-2 py-1 text-sm hover:bg-gray-200 disabled:opacity-40 aria-pressed:bg-brand-dark aria-pressed:text-white"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** Drawn here rather than as emoji, which a system without an emoji font shows as empty boxes. */
const LINK_ICON = (
  <svg
    viewBox="0 0 24 24"
    className="inline-block size-4 align-[-2px]"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);
const IMAGE_ICON = (
  <svg
    viewBox="0 0 24 24"
    className="inline-block size-4 align-[-2px]"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

/**
 * The back-office's one rich-text editor (news bodies, static pages): Tiptap with headings, lists, links,
 * tables and images uploaded to storage through the admin upload route. The server sanitises whatever HTML
 * this produces, on save and on render, so the editor is a convenience, not a safety boundary.
 */
export function RichTextEditor({ labelId, initialHtml, onChange, describedBy, isInvalid, lang }: RichTextEditorProps) {
  const t = useTranslations('admin');
  const imageInput = useRef<HTMLInputElement>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const editor = useEditor({
    // Rendered on the server without a DOM: the editor mounts in the browser only.
    immediatelyRender: false,
    // The toolbar shows which marks are active at the cursor, so it re-renders on every change.
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto', 'tel'] }),
      Image,
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(lang ? { lang } : {}),
        class: 'rich-text min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The editor's attributes are set once when it is created; whether it is invalid changes with each submit.
  useEffect(() => {
    if (!editor) return;
    if (isInvalid) editor.view.dom.setAttribute('aria-invalid', 'true');
    else editor.view.dom.removeAttribute('aria-invalid');
  }, [editor, isInvalid]);

  const insertImage = async (file: File | undefined) => {
    if (imageInput.current) imageInput.current.value = '';
    if (!file || !editor) return;
    if (!IMAGE_TYPES.includes(file.type)) return notifyError(t('upload.wrongType.image'));
    setUploadPercent(0);
    const outcome = await uploadFile('image', file, setUploadPercent);
    setUploadPercent(null);
    // Seeds 8: the editor's upload error is the server's message or 'Couldn't upload file'.
    if (!outcome.ok) return notifyError(outcome.message || t('upload.failed'));
    editor.chain().focus().setImage({ src: outcome.file.url, alt: '' }).run();
  };

  const editLink = () => {
    if (!editor) return;
    const current: unknown = editor.getAttributes('link').href;
    const href = window.prompt(t('content.editor.linkPrompt'), typeof current === 'string' ? current : 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const isInTable = editor?.isActive('table') ?? false;

  return (
    <div
      className={`rounded border bg-white ${isInvalid ? 'border-red-700' : 'border-gray-400'} focus-within:outline-2 focus-within:outline-brand-dark`}
    >
      <div
        role="toolbar"
        aria-label={t('content.editor.toolbar')}
        className="flex flex-wrap gap-1 border-b border-gray-200 bg-gray-50 p-1"
      >
        <ToolbarButton
          label={t('content.editor.bold')}
          isActive={editor?.isActive('bold')}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.italic')}
          isActive={editor?.isActive('italic')}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.strike')}
          isActive={editor?.isActive('strike')}
          onClick={() => editor?.chain().focus().toggleStrike().run()}
        >
          <s>S</s>
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.heading2')}
          isActive={editor?.isActive('heading', { level: 2 })}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.heading3')}
          isActive={editor?.isActive('heading', { level: 3 })}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.bulletList')}
          isActive={editor?.isActive('bulletList')}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          •
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.orderedList')}
          isActive={editor?.isActive('orderedList')}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          1.
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.blockquote')}
          isActive={editor?.isActive('blockquote')}
          onClick={() => editor?.chain().focus().toggleBlockquote().run()}
        >
          ❝
        </ToolbarButton>
        <ToolbarButton label={t('content.editor.link')} isActive={editor?.isActive('link')} onClick={editLink}>
          {LINK_ICON}
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.image')}
          isDisabled={uploadPercent !== null}
          onClick={() => imageInput.current?.click()}
        >
          {IMAGE_ICON}
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.table')}
          onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          ▦
        </ToolbarButton>
        {isInTable ? (
          <>
            <ToolbarButton
              label={t('content.editor.addRow')}
              onClick={() => editor?.chain().focus().addRowAfter().run()}
            >
              +≡
            </ToolbarButton>
            <ToolbarButton
              label={t('content.editor.addColumn')}
              onClick={() => editor?.chain().focus().addColumnAfter().run()}
            >
              +‖
            </ToolbarButton>
            <ToolbarButton
              label={t('content.editor.deleteTable')}
              onClick={() => editor?.chain().focus().deleteTable().run()}
            >
              ✕▦
            </ToolbarButton>
          </>
        ) : null}
        <ToolbarButton
          label={t('content.editor.undo')}
          isDisabled={!editor?.can().undo()}
          onClick={() => editor?.chain().focus().undo().run()}
        >
          ↶
        </ToolbarButton>
        <ToolbarButton
          label={t('content.editor.redo')}
          isDisabled={!editor?.can().redo()}
          onClick={() => editor?.chain().focus().redo().run()}
        >
          ↷
        </ToolbarButton>
        <input
          ref={imageInput}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.choose')}
          onChange={(event) => void insertImage(event.target.files?.[0])}
        />
      </div>
      {uploadPercent !== null ? (
        <p role="status" className="px-3 py-1 text-xs text-gray-700">
          {t('content.editor.imageUploading', { percent: uploadPercent })}
        </p>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
