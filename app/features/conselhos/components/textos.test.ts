import { describe, expect, it } from 'vitest';
import { resumoDosParticipantes } from './textos';

describe('the participants column', () => {
  it('shows the count and at most two names, with an ellipsis when there are more', () => {
    expect(resumoDosParticipantes(['Ana', 'Bruno', 'Carla'])).toBe('3 — Ana, Bruno…');
    expect(resumoDosParticipantes(['Ana', 'Bruno'])).toBe('2 — Ana, Bruno');
    expect(resumoDosParticipantes(['Ana'])).toBe('1 — Ana');
  });
});
