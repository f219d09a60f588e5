import { Anchor, type AnchorProps } from '@mantine/core';
import { site } from '../../site.ts';

const { email, phone } = site.identity;

/** The e-mail address of the identity in site.json, as a link that writes to it. */
export const EmailLink = (props: AnchorProps) => (
  <Anchor href={`mailto:${email}`} {...props}>
    {email}
  </Anchor>
);

/** The phone number as written in site.json, dialled without its spaces and punctuation. */
export const PhoneLink = () => <Anchor href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</Anchor>;
