import { expect, it } from 'vitest';
import { qrCodeSource } from './settings-page.tsx';

it('re-encodes the SVG so a # inside it does not cut the data URL', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000" d="M0 0h1v1H0z"/></svg>';
  const source = qrCodeSource(`data:image/svg+xml;utf-8,${svg}`);
  expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  expect(source).not.toContain('#');
  expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  expect(qrCodeSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
});
