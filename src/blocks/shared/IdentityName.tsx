import { Localized } from '../../i18n/Localized.tsx';
import { site } from '../../site.ts';

/** The professor's name as a heading shows it: the honorific before it when site.json has one ("Profa. Dra. Ana Souza"). */
export function IdentityName() {
  const { honorific, name } = site.identity;
  return honorific ? (
    <>
      <Localized text={honorific} /> {name}
    </>
  ) : (
    <>{name}</>
  );
}
