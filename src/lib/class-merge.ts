// Class merging for `cn()` (ADR 046): later Tailwind classes override earlier ones of the same
// group. This is tailwind-merge's algorithm and its own definitions of the class groups the app's
// classes fall in, run by a small runtime (class-merge-runtime.ts) instead of tailwind-merge's,
// which with its LRU cache and every validator was 2.8 KB gz of every page. Each group below is
// tailwind-merge's definition, trimmed to the values the app uses; a class in no group is kept as
// it is. src/lib/class-merge.test.ts checks, for every pair of classes found in src/, that this
// gives the same result as tailwind-merge with its full default config.
import {
  createMerge,
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} from "./class-merge-runtime";

const spacing = () => [isArbitraryVariable, isArbitraryValue, "px", isNumber];
const inset = () => [isFraction, "full", "auto", ...spacing()];
const sizing = () => [
  isFraction,
  "auto",
  "full",
  "dvw",
  "dvh",
  "lvw",
  "lvh",
  "svw",
  "svh",
  "min",
  "max",
  "fit",
  ...spacing(),
];
const color = () => [isAny, isArbitraryVariable, isArbitraryValue];
const radius = () => [
  "",
  "none",
  "full",
  isTshirtSize,
  isArbitraryVariable,
  isArbitraryValue,
];
const borderWidth = () => [
  "",
  isNumber,
  isArbitraryVariableLength,
  isArbitraryLength,
];
const overflow = () => ["auto", "hidden", "clip", "visible", "scroll"];
const alignSecondary = () => [
  "start",
  "end",
  "center",
  "stretch",
  "center-safe",
  "end-safe",
  { baseline: ["", "last"] },
];
const weights = [
  "thin",
  "extralight",
  "light",
  "normal",
  "medium",
  "semibold",
  "bold",
  "extrabold",
  "black",
];

export const mergeClasses = createMerge({
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "flow-root",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [{ inset: inset() }],
    "inset-x": [{ "inset-x": inset() }],
    "inset-y": [{ "inset-y": inset() }],
    top: [{ top: inset() }],
    right: [{ right: inset() }],
    bottom: [{ bottom: inset() }],
    left: [{ left: inset() }],
    z: [{ z: [isInteger, "auto", isArbitraryVariable, isArbitraryValue] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    basis: [
      { basis: [isFraction, "full", "auto", isTshirtSize, ...spacing()] },
    ],
    flex: [
      {
        flex: [
          isNumber,
          isFraction,
          "auto",
          "initial",
          "none",
          isArbitraryValue,
        ],
      },
    ],
    grow: [{ grow: ["", isNumber, isArbitraryVariable, isArbitraryValue] }],
    shrink: [{ shrink: ["", isNumber, isArbitraryVariable, isArbitraryValue] }],
    "grid-cols": [
      {
        "grid-cols": [
          isInteger,
          "none",
          "subgrid",
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
    "col-start-end": [
      {
        col: [
          "auto",
          { span: ["full", isInteger, isArbitraryVariable, isArbitraryValue] },
          isInteger,
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
    gap: [{ gap: spacing() }],
    "gap-x": [{ "gap-x": spacing() }],
    "gap-y": [{ "gap-y": spacing() }],
    "justify-content": [
      {
        justify: [
          "start",
          "end",
          "center",
          "between",
          "around",
          "evenly",
          "stretch",
          "baseline",
          "center-safe",
          "end-safe",
          "normal",
        ],
      },
    ],
    "align-items": [{ items: alignSecondary() }],
    "align-self": [{ self: ["auto", ...alignSecondary()] }],
    p: [{ p: spacing() }],
    px: [{ px: spacing() }],
    py: [{ py: spacing() }],
    pt: [{ pt: spacing() }],
    pr: [{ pr: spacing() }],
    pb: [{ pb: spacing() }],
    pl: [{ pl: spacing() }],
    m: [{ m: ["auto", ...spacing()] }],
    mx: [{ mx: ["auto", ...spacing()] }],
    my: [{ my: ["auto", ...spacing()] }],
    mt: [{ mt: ["auto", ...spacing()] }],
    mr: [{ mr: ["auto", ...spacing()] }],
    mb: [{ mb: ["auto", ...spacing()] }],
    ml: [{ ml: ["auto", ...spacing()] }],
    size: [{ size: sizing() }],
    w: [{ w: [isTshirtSize, "screen", ...sizing()] }],
    "min-w": [{ "min-w": [isTshirtSize, "screen", "none", ...sizing()] }],
    "max-w": [
      {
        "max-w": [
          isTshirtSize,
          "screen",
          "none",
          "prose",
          { screen: [isTshirtSize] },
          ...sizing(),
        ],
      },
    ],
    h: [{ h: ["screen", "lh", ...sizing()] }],
    "min-h": [{ "min-h": ["screen", "lh", "none", ...sizing()] }],
    "max-h": [{ "max-h": ["screen", "lh", "none", ...sizing()] }],
    // `text-dp-N` (tailwind.config.ts) is a font size, not a colour.
    "font-size": [
      {
        text: [
          "base",
          isTshirtSize,
          isArbitraryVariableLength,
          isArbitraryLength,
        ],
        "text-dp": [(value: string) => /^\d+$/.test(value)],
      },
    ],
    "font-weight": [
      { font: [...weights, isArbitraryVariableWeight, isArbitraryWeight] },
    ],
    "font-family": [
      {
        font: [
          isArbitraryVariableFamilyName,
          isArbitraryFamilyName,
          isAnyNonArbitrary,
        ],
      },
    ],
    leading: [
      {
        leading: [
          "none",
          "tight",
          "snug",
          "normal",
          "relaxed",
          "loose",
          ...spacing(),
        ],
      },
    ],
    "line-clamp": [
      {
        "line-clamp": [
          isNumber,
          "none",
          isArbitraryVariable,
          isArbitraryNumber,
        ],
      },
    ],
    "list-style-type": [
      {
        list: [
          "disc",
          "decimal",
          "none",
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
    "text-alignment": [
      { text: ["left", "center", "right", "justify", "start", "end"] },
    ],
    "text-color": [{ text: color() }],
    // (`bg-gradient-to-*` is in no image group: like the default config, it counts as a colour.)
    "bg-image": [
      {
        bg: [
          "none",
          {
            linear: [
              { to: ["t", "tr", "r", "br", "b", "bl", "l", "tl"] },
              isInteger,
            ],
          },
        ],
      },
    ],
    "bg-color": [{ bg: color() }],
    "gradient-from": [{ from: color() }],
    "gradient-to": [{ to: color() }],
    rounded: [{ rounded: radius() }],
    "rounded-t": [{ "rounded-t": radius() }],
    "rounded-b": [{ "rounded-b": radius() }],
    "border-w": [{ border: borderWidth() }],
    "border-w-x": [{ "border-x": borderWidth() }],
    "border-w-t": [{ "border-t": borderWidth() }],
    "border-w-r": [{ "border-r": borderWidth() }],
    "border-w-b": [{ "border-b": borderWidth() }],
    "border-w-l": [{ "border-l": borderWidth() }],
    "border-style": [
      { border: ["solid", "dashed", "dotted", "double", "hidden", "none"] },
    ],
    "border-color": [{ border: color() }],
    shadow: [
      {
        shadow: [
          "",
          "inner",
          "none",
          isTshirtSize,
          isArbitraryVariableShadow,
          isArbitraryShadow,
        ],
      },
    ],
    "ring-w": [{ ring: borderWidth() }],
    "ring-color": [{ ring: color() }],
    opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
    overflow: [{ overflow: overflow() }],
    "overflow-x": [{ "overflow-x": overflow() }],
    "overflow-y": [{ "overflow-y": overflow() }],
    aspect: [
      {
        aspect: [
          "auto",
          "square",
          "video",
          isFraction,
          isArbitraryValue,
          isArbitraryVariable,
        ],
      },
    ],
    cursor: [
      {
        cursor: [
          "auto",
          "default",
          "pointer",
          "wait",
          "text",
          "move",
          "help",
          "not-allowed",
          "none",
          "grab",
          "grabbing",
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
    fill: [{ fill: ["none", ...color()] }],
    scale: [
      { scale: ["none", isNumber, isArbitraryVariable, isArbitraryValue] },
    ],
    transition: [
      {
        transition: [
          "",
          "all",
          "colors",
          "opacity",
          "shadow",
          "transform",
          "none",
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
  },
  conflictingClassGroups: {
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["basis", "grow", "shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    rounded: ["rounded-t", "rounded-b"],
    "border-w": [
      "border-w-x",
      "border-w-t",
      "border-w-r",
      "border-w-b",
      "border-w-l",
    ],
    "border-w-x": ["border-w-r", "border-w-l"],
    overflow: ["overflow-x", "overflow-y"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
});
