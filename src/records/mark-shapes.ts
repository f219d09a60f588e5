// The shapes a monogram can be drawn on (a view's mark.shape field holds one of their names; validate
// checks the field's values against them). Plain data, so the checks read it as the page does.
// Each shape in a 48×48 box, with the point where the letters sit best.
export const MARK_SHAPES: Record<string, { path: string; textY: number }> = {
  circle: { path: 'M24 2a22 22 0 1 1 0 44a22 22 0 1 1 0-44Z', textY: 24 },
  hexagon: { path: 'M24 2L43 13V35L24 46L5 35V13Z', textY: 24 },
  drop: { path: 'M24 2C24 2 7 20 7 30a17 17 0 0 0 34 0C41 20 24 2 24 2Z', textY: 30 },
  leaf: { path: 'M5 43C5 19 19 5 43 5C43 29 29 43 5 43Z', textY: 24 },
  shield: { path: 'M24 2L43 8V22C43 34 35 42 24 46C13 42 5 34 5 22V8Z', textY: 22 },
  square: { path: 'M14 3H34A11 11 0 0 1 45 14V34A11 11 0 0 1 34 45H14A11 11 0 0 1 3 34V14A11 11 0 0 1 14 3Z', textY: 24 },
};
