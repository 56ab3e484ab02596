// Only Storybook builds with this (storybook-react-rsbuild reads it): shared itself is consumed as
// source by the apps. pluginReact gives the stories and the preview the automatic JSX runtime.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({ plugins: [pluginReact()] });
