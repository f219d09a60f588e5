// What the preview shows while a maintainer types something that cannot render yet (an emptied field, a
// half-typed type): a plain line in place of the block or page, until the next version tries again.
import { Component, type CSSProperties, type ReactNode } from 'react';

/**
 * Catches what its children throw and shows `fallback(problem)`, until `resetKey` changes (the next
 * version of the block or page): then it renders its children again. Reset by a prop, not by a React
 * `key`, so a version that renders keeps the state of what it contains (a tab chosen in the preview).
 */
export class ResetBoundary extends Component<{ resetKey: unknown; fallback(problem: string): ReactNode; children: ReactNode }, { resetKey: unknown; problem?: string }> {
  state: { resetKey: unknown; problem?: string } = { resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, problem: undefined };
  }

  static getDerivedStateFromError(error: unknown) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }

  render() {
    return this.state.problem === undefined ? this.props.children : this.props.fallback(this.state.problem);
  }
}

/** The line that says what cannot be shown yet, and why. */
export function ProblemLine({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <p role="status" style={{ margin: 0, padding: '0.5rem 0.75rem', border: '1px dashed currentColor', borderRadius: 4, fontSize: '0.875rem', ...style }}>
      {children}
    </p>
  );
}
