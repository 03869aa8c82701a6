import { Button, Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useState } from "react";

type Props = {
  /** The button's text, and the dialog's title. */
  label: string;
  icon: ReactNode;
  size: ModalProps["size"];
  /**
   * The flow in the dialog, given how to close it (refused while busy) and how to tell the dialog when closing
   * would lose an answer under way.
   */
  children: (close: () => void, onBusyChange: (busy: boolean) => void) => ReactNode;
};

/**
 * A button that opens a flow in a dialog (full screen on a phone). The flow mounts afresh at every opening and
 * unmounts on close; while it says it is busy the dialog cannot be closed, so an answer under way is never lost.
 * Closing returns the keyboard to the button.
 */
export function FlowDialogButton({ label, icon, size, children }: Props) {
  const phone = useMediaQuery("(max-width: 36em)");
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setOpened(false);
  };
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={label}
        size={size}
        fullScreen={phone}
        closeOnClickOutside={false}
        closeOnEscape={!busy}
      >
        {opened && children(close, setBusy)}
      </Modal>
    </>
  );
}
