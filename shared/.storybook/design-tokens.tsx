/**
 * The design tokens as the apps use them, read at run time from the Tailwind theme's CSS variables
 * (Tailwind 4 puts every theme value on :root), so this page cannot drift from the real theme.
 */
import { useEffect, useState } from 'react';

const palettes = ['slate', 'sky', 'emerald', 'amber', 'red', 'rose'] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const textSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16] as const;

function useCssVariable(name: string): string {
  const [value, setValue] = useState('');
  useEffect(() => setValue(getComputedStyle(document.documentElement).getPropertyValue(name).trim()), [name]);
  return value;
}

function Swatch({ palette, shade }: { palette: string; shade: string }) {
  const name = `--color-${palette}-${shade}`;
  const value = useCssVariable(name);
  return (
    <div className="flex flex-col gap-1 text-xs">
      <div className="h-10 w-14 rounded border border-slate-700" style={{ background: `var(${name})` }} />
      <span className="font-mono text-slate-200">{shade}</span>
      <span className="sr-only">{value}</span>
    </div>
  );
}

export function ColourTokens() {
  return (
    <div className="flex flex-col gap-4 bg-slate-950 p-4 text-slate-100">
      {palettes.map((palette) => (
        <section key={palette} aria-label={`${palette} colours`}>
          <h3 className="mb-2 font-semibold capitalize">{palette}</h3>
          <div className="flex flex-wrap gap-2">
            {shades.map((shade) => (
              <Swatch key={shade} palette={palette} shade={shade} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function TextSample({ size }: { size: string }) {
  const value = useCssVariable(`--text-${size}`);
  return (
    <div className="flex items-baseline gap-4">
      <span className="w-24 font-mono text-xs text-slate-300">
        text-{size} {value}
      </span>
      <span style={{ fontSize: `var(--text-${size})` }}>Lossless, as recorded</span>
    </div>
  );
}

export function TypeScale() {
  const font = useCssVariable('--font-sans');
  return (
    <div className="flex flex-col gap-3 bg-slate-950 p-4 text-slate-100">
      <p className="font-mono text-xs text-slate-300">font-sans: {font}</p>
      {textSizes.map((size) => (
        <TextSample key={size} size={size} />
      ))}
    </div>
  );
}

export function SpacingScale() {
  const unit = useCssVariable('--spacing');
  return (
    <div className="flex flex-col gap-2 bg-slate-950 p-4 text-slate-100">
      <p className="font-mono text-xs text-slate-300">--spacing: {unit} (class p-N = N × spacing)</p>
      {spacingSteps.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <span className="w-10 font-mono text-xs text-slate-300">{step}</span>
          <div className="h-3 rounded bg-sky-500" style={{ width: `calc(var(--spacing) * ${step})` }} />
        </div>
      ))}
    </div>
  );
}
