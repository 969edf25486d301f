// Import resolver for eslint-plugin-boundaries: the tsconfig path aliases (`@/` -> src/,
// `@machines/` -> machines/), then Node's resolution with the TypeScript extensions.
const path = require('node:path')
const node = require('eslint-import-resolver-node')

const root = path.resolve(__dirname, '..')
const aliases = [
  ['@/', path.join(root, 'src') + path.sep],
  ['@machines/', path.join(root, 'machines') + path.sep],
]
const extensions = ['.ts', '.tsx', '.js', '.json']

exports.interfaceVersion = 2
exports.resolve = (source, file) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix))
  const target = alias ? alias[1] + source.slice(alias[0].length) : source
  return node.resolve(target, file, { extensions })
}
