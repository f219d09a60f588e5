// Loaded with the app, before it hydrates (see deferred-ui.tsx), with its styles.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';

export { Tooltip } from '@mantine/core';
