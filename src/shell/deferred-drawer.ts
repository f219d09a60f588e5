// Loaded the first time the mobile navigation opens (see deferred-ui.tsx), with its styles.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';

export { Drawer } from '@mantine/core';
