import { describe, expect, it } from "vitest";
import { indexTerms, normalize, parseQuery } from "./tokenize";

describe("normalize", () => {
  it("folds case, full-width forms, diacritics and apostrophes", () => {
    expect(normalize("Café ＲＩＣＥ Bird’s")).toBe("cafe rice birds");
  });
});

describe("indexTerms", () => {
  it("splits Latin text into words", () => {
    expect(indexTerms("Premium jasmine rice, 25 kg bags")).toEqual([
      "premium",
      "jasmine",
      "rice",
      "25",
      "kg",
      "bags",
    ]);
  });

  it("indexes Chinese by dictionary words, bigrams and characters", () => {
    const terms = indexTerms("特选茉莉香米，25公斤/袋");
    expect(terms).toEqual(
      expect.arrayContaining([
        "茉莉",
        "香",
        "米",
        "莉香",
        "香米",
        "25",
        "公斤",
        "袋",
      ]),
    );
    expect(terms).not.toContain("米，");
  });

  it("keeps mixed-script text apart", () => {
    expect(indexTerms("Golden金色Farms")).toEqual(
      expect.arrayContaining(["golden", "金色", "farms"]),
    );
  });
});

describe("parseQuery", () => {
  it("matches a Chinese run by bigrams and keeps its dictionary words", () => {
    expect(parseQuery("茉莉香米")).toEqual({
      latin: [],
      han: [{ bigrams: ["茉莉", "莉香", "香米"], words: ["茉莉", "香", "米"] }],
    });
  });

  it("splits a mixed query into Latin words and Chinese runs", () => {
    expect(parseQuery("  Jasmin  ric 香米!")).toEqual({
      latin: ["jasmin", "ric"],
      han: [{ bigrams: ["香米"], words: ["香", "米"] }],
    });
  });

  it("treats a single Chinese character as one term", () => {
    expect(parseQuery("茶").han).toEqual([{ bigrams: ["茶"], words: ["茶"] }]);
  });

  it("has no terms for punctuation only", () => {
    expect(parseQuery(" %_ ， ")).toEqual({ latin: [], han: [] });
  });
});
