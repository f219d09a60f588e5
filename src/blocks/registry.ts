// One line per block type. The mapped type requires exactly one component for every "type" in the
// generated Block union, each receiving its own block's props: a gap or a mismatch fails type-checking.
import type { ComponentType } from 'react';
import type { Block } from '../generated/schemas.ts';
import { CallToAction } from './CallToAction/CallToAction.tsx';
import { CardGrid } from './CardGrid/CardGrid.tsx';
import { ChipGroup } from './ChipGroup/ChipGroup.tsx';
import { ContactDetails } from './ContactDetails/ContactDetails.tsx';
import { Form } from './Form/Form.tsx';
import { ImageFigure } from './ImageFigure/ImageFigure.tsx';
import { InfoCard } from './InfoCard/InfoCard.tsx';
import { List } from './List/List.tsx';
import { OfficeLocation } from './OfficeLocation/OfficeLocation.tsx';
import { PageHeader } from './PageHeader/PageHeader.tsx';
import { ProfileHero } from './ProfileHero/ProfileHero.tsx';
import { ProfileLinks } from './ProfileLinks/ProfileLinks.tsx';
import { RichText } from './RichText/RichText.tsx';
import { Section } from './Section/Section.tsx';
import { StatsBand } from './StatsBand/StatsBand.tsx';

export type BlockRegistry = { [B in Block as B['type']]: ComponentType<{ block: B }> };

export const blockRegistry: BlockRegistry = {
  callToAction: CallToAction,
  cardGrid: CardGrid,
  chipGroup: ChipGroup,
  contactDetails: ContactDetails,
  form: Form,
  image: ImageFigure,
  infoCard: InfoCard,
  list: List,
  officeLocation: OfficeLocation,
  pageHeader: PageHeader,
  profileHero: ProfileHero,
  profileLinks: ProfileLinks,
  richText: RichText,
  section: Section,
  statsBand: StatsBand,
};
