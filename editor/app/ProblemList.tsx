// The build's problems that are not next to a field of the open form: in other blocks or records of
// this file, or in other files (a removed record some page still names). Choosing one selects its block.
import { Alert, Anchor, List, Text } from '@mantine/core';
import type { Problem } from '../shared/protocol.ts';
import { DANGER_COLOUR } from './colours.ts';

export function ProblemList({ problems, title, onChoose }: {
  problems: Problem[];
  title: string;
  onChoose?: (problem: Problem) => void;
}) {
  if (!problems.length) return null;
  return (
    <Alert color="red" variant="light" title={title} role="region" aria-label={title} p="xs">
      <List size="sm" spacing={2}>
        {problems.map((problem, index) => (
          <List.Item key={`${problem.file}${problem.pointer}${index}`}>
            {onChoose ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onChoose(problem)} c={DANGER_COLOUR} underline="always" ta="start">
                <code>{problem.pointer || '/'}</code>
              </Anchor>
            ) : (
              <Text span size="sm">
                {problem.file} <code>{problem.pointer || '/'}</code>
              </Text>
            )}
            <Text span size="sm">
              : {problem.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
