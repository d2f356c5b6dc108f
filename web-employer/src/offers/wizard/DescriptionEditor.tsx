import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { Box, FormHelperText, FormLabel, ToggleButton, type ToggleButtonProps } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor, type EditorOptions } from '@tiptap/react';
import { Link } from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactElement } from 'react';
import { useInput, useTranslate } from 'react-admin';

/**
 * Only what the server's description whitelist keeps (`descriptionWhitelist`: p, br, strong, em, u, s,
 * lists, h2–h4, blockquote, a): no code, rules, alignment, colours or images, and links without
 * target/rel, so the editor's HTML passes the sanitiser unchanged.
 */
export const descriptionEditorOptions: Partial<EditorOptions> = {
  extensions: [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [2, 3, 4] },
      link: false,
    }),
    // A link keeps its address only: a pasted target or rel would come back changed by the sanitiser.
    Link.extend({
      addAttributes: () => ({ href: { default: null } }),
    }).configure({
      HTMLAttributes: { target: null, rel: null, class: null },
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
    }),
  ],
};

const marks = [
  'bold',
  'italic',
  'underline',
  'strike',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
] as const;
type Mark = (typeof marks)[number];

/** A toolbar button: pressed while the selection has the mark; keyboard-reachable with its label. */
const EditorButton = ({
  label,
  icon,
  active,
  onClick,
  ...rest
}: { label: string; icon: ReactElement; active: boolean; onClick: () => void } & Omit<
  ToggleButtonProps,
  'value' | 'onClick'
>) => (
  <ToggleButton
    value={label}
    size="small"
    aria-label={label}
    title={label}
    selected={active}
    onChange={onClick}
    {...rest}
  >
    {icon}
  </ToggleButton>
);

function toggle(editor: Editor, mark: Mark | 'heading', prompt: string) {
  const chain = editor.chain().focus();
  switch (mark) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'strike':
      return chain.toggleStrike().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'heading':
      return chain.toggleHeading({ level: 3 }).run();
    case 'link': {
      if (editor.isActive('link')) return chain.unsetLink().run();
      const href = window.prompt(prompt, 'https://');
      return href && /^(https?:\/\/|mailto:)\S+$/i.test(href) ? chain.setLink({ href }).run() : false;
    }
  }
}

/** The editor's toolbar: the whitelist's formatting only, in the console's languages. */
const DescriptionToolbar = ({ editor }: { editor: Editor }) => {
  const translate = useTranslate();
  // Redrawn as the selection moves, so pressed buttons follow it.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<string, boolean> => ({
      ...Object.fromEntries(marks.map((mark) => [mark, current.isActive(mark)])),
      heading: current.isActive('heading', { level: 3 }),
    }),
  });
  const button = (mark: Mark | 'heading', icon: ReactElement, label: string) => (
    <EditorButton
      key={mark}
      label={translate(`offerWizard.editor.${label}`)}
      icon={icon}
      active={active[mark] === true}
      onClick={() => toggle(editor, mark, translate('offerWizard.editor.linkPrompt'))}
    />
  );
  return (
    <Box
      role="toolbar"
      aria-label={translate('offerWizard.editor.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}
    >
      {button('heading', <TitleIcon fontSize="small" />, 'heading')}
      {button('bold', <FormatBoldIcon fontSize="small" />, 'bold')}
      {button('italic', <FormatItalicIcon fontSize="small" />, 'italic')}
      {button('underline', <FormatUnderlinedIcon fontSize="small" />, 'underline')}
      {button('strike', <FormatStrikethroughIcon fontSize="small" />, 'strike')}
      {button('bulletList', <FormatListBulletedIcon fontSize="small" />, 'bulletList')}
      {button('orderedList', <FormatListNumberedIcon fontSize="small" />, 'orderedList')}
      {button('blockquote', <FormatQuoteIcon fontSize="small" />, 'quote')}
      {button('link', <InsertLinkIcon fontSize="small" />, 'link')}
      <EditorButton
        label={translate('offerWizard.editor.clear')}
        icon={<FormatClearIcon fontSize="small" />}
        active={false}
        onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
      />
    </Box>
  );
};

/**
 * The job description (spec §2): a TipTap editor bound to the form field; an empty document is ''.
 * Validated like every field (on blur, then on change), its error under it.
 */
export const DescriptionEditor = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  const editor = useEditor({
    ...descriptionEditorOptions,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-invalid': error ? 'true' : 'false',
        ...(error ? { 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => field.onBlur(),
  });
  // A value set from outside (a reset, a loaded draft) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          'aria-invalid': error ? 'true' : 'false',
          ...(error ? { 'aria-describedby': `${id}-error` } : {}),
        },
      },
    });
  }, [editor, error, id]);
  return (
    <Box sx={{ width: '100%', mb: 1 }} className={error ? 'Mui-error' : undefined}>
      <FormLabel id={`${id}-label`} htmlFor={id} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {translate(label)}
      </FormLabel>
      {editor ? <DescriptionToolbar editor={editor} /> : null}
      <Box
        sx={{
          '& .ProseMirror': {
            minHeight: 200,
            p: 1.5,
            border: 1,
            borderRadius: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            '&:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            '& p': { m: 0, mb: 1 },
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={`${id}-error`} error={Boolean(error)}>
        {error ? translate(error, { _: error }) : ' '}
      </FormHelperText>
    </Box>
  );
};
