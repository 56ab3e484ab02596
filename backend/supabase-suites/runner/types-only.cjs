// type-fest ships types only; an import of it that transpile-only mode keeps resolves here.
module.exports = {};
