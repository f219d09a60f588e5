// Loaded the first time a block's dialog opens (see ItemDialog.tsx), with its styles.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';

export { Modal } from '@mantine/core';
