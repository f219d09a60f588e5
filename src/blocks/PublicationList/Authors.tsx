import type { PublicationPerson } from '../../generated/schemas.ts';
import { site } from '../../site.ts';
import { isOwner, shortName } from '../../records/publication-format.ts';

/** An author list with the professor's own name in bold, as academic sites mark it. */
export function Authors({ people }: { people: PublicationPerson[] }) {
  return (
    <>
      {people.map((person, index) => (
        <span key={`${person.family}-${person.given}`}>
          {index > 0 && ', '}
          {isOwner(person, site.identity.name) ? <strong>{shortName(person)}</strong> : shortName(person)}
        </span>
      ))}
    </>
  );
}
