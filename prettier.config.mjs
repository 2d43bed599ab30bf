/** Prettier for the whole tree, with the Tailwind plugin sorting class names (checked by `npm run check`). */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 140,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/styles.css',
  tailwindFunctions: ['cn', 'cva'],
}
