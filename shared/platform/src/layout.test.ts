import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_CONTAINER_WIDTH_PX, MORTGAGE_CALCULATOR_MAX_WIDTH_PX, PAGE_TRANSITION_MS } from '@homeward/domain';
import { applyLayoutCssVariables, layoutCssVariables } from './layout';

describe('layout constants as CSS variables (spec 9)', () => {
  it('come from the domain and are set on the root element', () => {
    const root = document.createElement('html');
    applyLayoutCssVariables(root);
    expect(root.style.getPropertyValue('--hw-container-max')).toBe(`${MAX_CONTAINER_WIDTH_PX}px`);
    expect(root.style.getPropertyValue('--hw-page-transition')).toBe(`${PAGE_TRANSITION_MS}ms`);
    expect(root.style.getPropertyValue('--hw-mortgage-calculator-max')).toBe(`${MORTGAGE_CALCULATOR_MAX_WIDTH_PX}px`);
  });

  it('are left alone on a page that declares them already, so the page is not restyled', () => {
    const style = document.createElement('style');
    style.textContent = `:root{${Object.entries(layoutCssVariables())
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
    document.head.append(style);
    try {
      applyLayoutCssVariables();
      expect(document.documentElement.getAttribute('style')).toBeNull();
      expect(getComputedStyle(document.documentElement).getPropertyValue('--hw-container-max')).toBe(`${MAX_CONTAINER_WIDTH_PX}px`);
    } finally {
      style.remove();
    }
  });

  it('are declared nowhere else: the design tokens leave them to the domain', () => {
    const tokens = readFileSync(path.join(__dirname, '../../ui/src/tokens.css'), 'utf8');
    for (const name of Object.keys(layoutCssVariables())) expect(tokens).not.toMatch(new RegExp(`${name}\\s*:`));
    expect(tokens).not.toContain(`${MAX_CONTAINER_WIDTH_PX}px`);
  });
});
