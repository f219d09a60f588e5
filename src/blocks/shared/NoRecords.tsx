import { Text } from '@mantine/core';

/**
 * What a list of records says while it has none (an empty collection, or none its selection picks):
 * one sentence in the visitor's language, under the list's heading, so the list reads as empty rather
 * than missing. Each block kind has its words (records.none, publication.none, blog.none…).
 */
export function NoRecords({ children }: { children: string }) {
  return (
    <Text c="dimmed" data-no-records="">
      {children}
    </Text>
  );
}
