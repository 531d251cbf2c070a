'use client';

import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletListIcon from '@mui/icons-material/FormatListBulleted';
import OrderedListIcon from '@mui/icons-material/FormatListNumbered';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import StrikeIcon from '@mui/icons-material/FormatStrikethrough';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/InsertLink';
import ImageIcon from '@mui/icons-material/InsertPhoto';
import RedoIcon from '@mui/icons-material/Redo';
import TableIcon from '@mui/icons-material/TableChart';
import UndoIcon from '@mui/icons-material/Undo';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { HEADING_LEVELS } from './editor-extensions';

interface ToolSpec {
  label: string;
  /** The button's face: an icon or a short text. */
  content: ReactNode;
  /** For a toggle: whether it is on where the cursor is. */
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One toolbar button, named for screen readers and tests; it leaves the focus in the text. */
function Tool({ label, content, active, disabled, onClick }: ToolSpec) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={{ borderRadius: 1, minWidth: 32, fontSize: 13, fontWeight: 600, bgcolor: active ? 'action.selected' : undefined }}
        >
          {content}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface Props {
  editor: Editor;
  /** The editor's name (正文), which names the toolbar too. */
  label: string;
  onLink: () => void;
  onImage: () => void;
  /** True while a picture is being uploaded. */
  uploading: boolean;
}

/**
 * The editor's tools: headings, emphasis, lists, quote, link, table (insert 3×3, add or remove a
 * row or column, delete it), picture, undo and redo. Table tools other than insert work only
 * inside a table.
 */
export function EditorToolbar({ editor, label, onLink, onImage, uploading }: Props) {
  const t = useTranslations('admin.editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? null,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const outsideTable = !state.inTable;

  // The tools in groups, each group set off from the next by a line.
  const groups: ToolSpec[][] = [
    HEADING_LEVELS.map((level, index) => ({
      label: t('heading', { n: index + 1 }),
      content: `H${index + 1}`,
      active: state.heading === level,
      onClick: () => run().toggleHeading({ level }).run(),
    })),
    [
      { label: t('bold'), content: <BoldIcon fontSize="small" />, active: state.bold, onClick: () => run().toggleBold().run() },
      { label: t('italic'), content: <ItalicIcon fontSize="small" />, active: state.italic, onClick: () => run().toggleItalic().run() },
      {
        label: t('underline'),
        content: <UnderlineIcon fontSize="small" />,
        active: state.underline,
        onClick: () => run().toggleUnderline().run(),
      },
      { label: t('strike'), content: <StrikeIcon fontSize="small" />, active: state.strike, onClick: () => run().toggleStrike().run() },
    ],
    [
      {
        label: t('bulletList'),
        content: <BulletListIcon fontSize="small" />,
        active: state.bulletList,
        onClick: () => run().toggleBulletList().run(),
      },
      {
        label: t('orderedList'),
        content: <OrderedListIcon fontSize="small" />,
        active: state.orderedList,
        onClick: () => run().toggleOrderedList().run(),
      },
      {
        label: t('blockquote'),
        content: <QuoteIcon fontSize="small" />,
        active: state.blockquote,
        onClick: () => run().toggleBlockquote().run(),
      },
    ],
    [
      { label: t('link'), content: <LinkIcon fontSize="small" />, active: state.link, onClick: onLink },
      { label: t('image'), content: <ImageIcon fontSize="small" />, disabled: uploading, onClick: onImage },
    ],
    [
      {
        label: t('insertTable'),
        content: <TableIcon fontSize="small" />,
        onClick: () => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      { label: t('addRow'), content: t('addRowShort'), disabled: outsideTable, onClick: () => run().addRowAfter().run() },
      { label: t('deleteRow'), content: t('deleteRowShort'), disabled: outsideTable, onClick: () => run().deleteRow().run() },
      { label: t('addColumn'), content: t('addColumnShort'), disabled: outsideTable, onClick: () => run().addColumnAfter().run() },
      { label: t('deleteColumn'), content: t('deleteColumnShort'), disabled: outsideTable, onClick: () => run().deleteColumn().run() },
      { label: t('deleteTable'), content: t('deleteTableShort'), disabled: outsideTable, onClick: () => run().deleteTable().run() },
    ],
    [
      { label: t('undo'), content: <UndoIcon fontSize="small" />, disabled: !state.canUndo, onClick: () => run().undo().run() },
      { label: t('redo'), content: <RedoIcon fontSize="small" />, disabled: !state.canRedo, onClick: () => run().redo().run() },
    ],
  ];

  return (
    <Box
      role="toolbar"
      aria-label={t('toolbarOf', { label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: '#fafafa',
      }}
    >
      {groups.map((tools, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {tools.map((tool) => (
            <Tool key={tool.label} {...tool} />
          ))}
        </Fragment>
      ))}
    </Box>
  );
}
