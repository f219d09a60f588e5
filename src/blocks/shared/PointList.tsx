import { Stack, Text } from '@mantine/core';
import type { LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';

/** A card's short points as a plain list: Mantine's List would add its styles to every page with cards. */
export function PointList({ points, grow = false }: { points: LocalizedText[]; grow?: boolean }) {
  const { localize } = useLanguage();
  return (
    <Stack component="ul" gap={4} m={0} ps="1.1rem" style={grow ? { flexGrow: 1 } : undefined}>
      {points.map((point) => (
        <Text component="li" size="sm" key={localize(point)}>
          {localize(point)}
        </Text>
      ))}
    </Stack>
  );
}
