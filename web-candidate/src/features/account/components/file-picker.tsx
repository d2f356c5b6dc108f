import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, useRef, type ReactNode } from 'react';

interface FilePickerProps extends Omit<ButtonProps, 'onChange' | 'children'> {
  readonly accept: string;
  readonly onPick: (file: File) => void;
  readonly children: ReactNode;
}

/** A button that opens the file chooser (a real button: Enter and Space work, the label is read out). */
export function FilePicker({ accept, onPick, children, ...button }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} aria-controls={id}>
        {children}
      </Button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
