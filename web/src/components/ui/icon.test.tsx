import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('marks the icons that point along the line, to be mirrored right to left', () => {
    const { container } = render(
      <>
        <Icon name="chevronLeft" className="back" />
        <Icon name="chevronRight" />
        <Icon name="logout" />
        <Icon name="chevronDown" className="down" />
        <Icon name="search" />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(classes).toEqual([
      'icon--directional back',
      'icon--directional',
      'icon--directional',
      'down',
      null,
    ]);
  });
});
