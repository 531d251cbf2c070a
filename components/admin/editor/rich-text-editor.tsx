'use client';

import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { imageSrc } from '@/lib/format/image-src';
import { IMAGE_TYPES } from '@/lib/rules/upload-rules';
import { articleExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { isHttpAddress } from '@/lib/rules/content-rules';
import { LinkDialog } from './link-dialog';
import { cleanPastedHtml } from './paste-cleaning';
import { useImageUpload, type ImageUploader } from './use-image-upload';

interface Props {
  /** The editor's name (正文): the text area's accessible name and the toolbar's. */
  label: string;
  /** The HTML the editor starts from; later changes of it are not followed (remount with a key instead). */
  content: string;
  /** The body as HTML after every change ('' when nothing is written). */
  onChange: (html: string) => void;
  /** Where inserted pictures are stored. */
  uploadImage: ImageUploader;
}

/** The file name without its extension: a picture's alternative text until someone writes a better one. */
const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * The article body editor (Tiptap): toolbar, a text area named for screen readers, pasted HTML
 * cleaned of Word's markup and held to the article allow-list, pictures uploaded through
 * `uploadImage` (use-image-upload.ts; any failure told as 图片插入失败). The server cleans the
 * HTML again on save.
 */
export function RichTextEditor({ label, content, onChange, uploadImage }: Props) {
  const t = useTranslations('admin.editor');
  const { busy: uploading, take } = useImageUpload(t('imageInsertFailed'), uploadImage);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  // The editor compares its options on every render and reapplies changed ones: these stay put.
  const [startContent] = useState(content);
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true' }, transformPastedHTML: cleanPastedHtml }),
    [label],
  );
  const editor = useEditor({
    // The admin layout renders on the server first; the editor exists only in the browser.
    immediatelyRender: false,
    extensions: articleExtensions,
    content: startContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const applyLink = (href: string) => {
    setLinkHref(null);
    if (!editor) return;
    // Other sites open in a new tab; this site's pages and mail addresses do not.
    const target = isHttpAddress(href) ? '_blank' : null;
    // With nothing selected outside a link, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href, target } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href, target }).run();
    }
  };
  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkHref(null);
  };

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const picture = await take(event);
    if (!picture || !editor) return;
    editor
      .chain()
      .focus()
      .setImage({ src: imageSrc(picture.fileName), alt: baseName(picture.file.name) })
      .run();
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {editor ? (
        <EditorToolbar
          editor={editor}
          label={label}
          uploading={uploading}
          onLink={() => setLinkHref(String(editor.getAttributes('link').href ?? ''))}
          onImage={() => fileInput.current?.click()}
        />
      ) : null}
      <Box
        sx={{
          '& .tiptap': { minHeight: 360, px: 2, py: 1, outline: 'none', lineHeight: 1.8 },
          '& .tiptap img': { maxWidth: '100%', height: 'auto' },
          '& .tiptap table': { borderCollapse: 'collapse', my: 1 },
          '& .tiptap td, & .tiptap th': { border: '1px solid #dcdfe6', px: 1, py: 0.5, minWidth: 48, verticalAlign: 'top' },
          '& .tiptap .selectedCell': { bgcolor: 'action.selected' },
          '& .tiptap blockquote': { borderLeft: '4px solid #dcdfe6', ml: 0, pl: 2, color: 'text.secondary' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_TYPES.map((type) => `.${type}`).join(',')}
        aria-label={t('imageFile', { label })}
        onChange={(event) => void insertImage(event)}
      />
      <LinkDialog href={linkHref} onClose={() => setLinkHref(null)} onApply={applyLink} onRemove={removeLink} />
    </Box>
  );
}
