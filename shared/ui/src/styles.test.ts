import { classes, columnClass, rowClass, stackClass } from './styles';

describe('layout primitives', () => {
  it('joins a row with only the settings asked for, then the slice’s own classes', () => {
    expect(rowClass()).toBe('row');
    expect(rowClass({ wrap: true, align: 'center', justify: 'between', gap: 3 }, 'own')).toBe('row wrap alignCenter justifyBetween gap3 own');
    expect(rowClass({ inline: true, gap: 1 }, false, undefined)).toBe('row inline gap1');
  });

  it('makes a column and a grid stack the same way', () => {
    expect(columnClass({ align: 'start', gap: 3 })).toBe('column alignStart gap3');
    expect(stackClass(4, 'plainList', 'own')).toBe('stack gap4 plainList own');
  });

  it('leaves out the false names', () => {
    expect(classes('a', false, null, undefined, 'b')).toBe('a b');
  });
});
