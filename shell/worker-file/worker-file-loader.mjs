/**
 * Rsbuild's `?worker` import, as a file of its own built without the page's plugins
 * (docs/architecture.md#what-a-phone-downloads). Rspack makes `new Worker(new URL(…))` an entry of the
 * page's own compilation, and Module Federation puts its runtime into every entry, so the wave's
 * worker carried a second copy of it (~26 KB Brotli) it never uses. Here the worker is compiled as a
 * child compilation, the way Rsbuild's own `?worker&inline` does (a child gets none of the
 * page's federation), and emitted under the page's script names: a content hash, so the file is
 * immutable. The module exports what Rsbuild's `?worker` exports: a Worker constructor.
 * A plain .mjs file: Rspack loads loaders with Node, which runs no TypeScript here.
 */
import { basename, dirname, parse } from 'node:path';

const scriptFile = /\.m?js(?:\?.*)?$/;

/** Compiles the worker into the page's compilation; resolves the emitted script's name. */
function compileWorker(loader) {
  const { rspack } = loader._compiler;
  const compilation = loader._compilation;
  const child = compilation.createChildCompiler(`worker-file ${basename(loader.resourcePath)}`, {
    globalObject: 'self',
  });
  new rspack.webworker.WebWorkerTemplatePlugin().apply(child);
  new rspack.LoaderTargetPlugin('webworker').apply(child);
  // One script: a worker's dynamic imports are bundled into it, never a second request.
  const parser = child.options.module.parser ?? {};
  child.options.module = {
    ...child.options.module,
    parser: { ...parser, javascript: { ...parser.javascript, dynamicImportMode: 'eager' } },
  };
  // The build id's banner (shared/mf/build-id-plugin.ts stamps the page's chunks; a child
  // compilation's script is none of them), after minification as there.
  const buildId = process.env.HIFI_BUILD_ID;
  if (buildId) {
    new rspack.BannerPlugin({
      banner: `/*! hifi-build: ${buildId} */`,
      raw: true,
      test: scriptFile,
      stage: 1000,
    }).apply(child);
  }
  const name = parse(loader.resourcePath).name;
  new rspack.EntryPlugin(dirname(loader.resourcePath), loader.resourcePath, name).apply(child);
  return new Promise((resolve, reject) => {
    child.runAsChild((error, entries, childCompilation) => {
      if (error) return reject(error);
      const file = [...(entries?.[0]?.files ?? [])].find((f) => scriptFile.test(f));
      if (!file || !childCompilation) return reject(new Error(`worker-file: no script built for ${name}`));
      for (const dependency of childCompilation.fileDependencies) loader.addDependency(dependency);
      for (const dir of childCompilation.contextDependencies) loader.addContextDependency(dir);
      for (const missing of childCompilation.missingDependencies) loader.addMissingDependency(missing);
      resolve(file);
    });
  });
}

export default function workerFileLoader() {
  const callback = this.async();
  compileWorker(this).then(
    (file) =>
      callback(
        null,
        `export default function WorkerFile(options) {
  return new Worker(__webpack_public_path__ + ${JSON.stringify(file)}, { name: options && options.name });
}
`,
      ),
    callback,
  );
}
