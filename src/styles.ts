// Only the styles of the Mantine components the shell and every page use (header, sidebar, titles,
// buttons, cards). A block imports the styles of any other Mantine component it uses, so they load with
// that block's chunk on the pages that show it; the drawer's and tooltips' styles load with them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
// Text before Anchor: an Anchor is a Text too, and Anchor's underline rules must come later to win.
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ThemeIcon.css';
import './shell/global.css';
import './shell/print.css';
