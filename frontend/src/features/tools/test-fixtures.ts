// Calculator fixtures shaped by the generated API types (ToolOut, ScoreOut, CrsDrawOut).
import type { CrsDrawOut, ScoreOut, ToolOut, ToolQuestionOut } from "../../lib/api-types";

const text = (en: string, ar: string) => ({ en, ar });
const version = {
  id: "demo-2025-03-25",
  effective: "2025-03-25",
  source: {
    name: text("IRCC: CRS criteria", "دائرة الهجرة الكندية: معايير النظام"),
    url: "https://www.canada.ca/crs",
  },
};
const base = {
  help: null,
  options: [],
  min: null,
  max: null,
  step: null,
  rangeBy: null,
  showIf: null,
  required: true,
};
const q = (
  question: Partial<ToolQuestionOut> & Pick<ToolQuestionOut, "key" | "group" | "kind" | "label">,
) => ({
  ...base,
  ...question,
});

export const TOOL: ToolOut = {
  tool: "crs",
  name: text("Express Entry points calculator", "حاسبة نقاط الدخول السريع"),
  version,
  groups: [
    { key: "core", label: text("About you", "بياناتك") },
    { key: "language", label: text("Languages", "اللغات") },
    { key: "spouse", label: text("Your spouse or partner", "الزوج أو الشريك") },
  ],
  questions: [
    q({
      key: "spouse",
      group: "core",
      kind: "choice",
      label: text("Do you have a spouse?", "هل لديك زوج؟"),
      options: [
        { value: "none", label: text("No", "لا") },
        { value: "accompanying", label: text("Yes, coming with me", "نعم، سيرافقني") },
      ],
    }),
    q({
      key: "age",
      group: "core",
      kind: "number",
      label: text("Your age", "عمرك"),
      min: 17,
      max: 100,
      step: 1,
    }),
    q({
      key: "education",
      group: "core",
      kind: "choice",
      label: text("Your education", "تعليمك"),
      options: ["none", "secondary", "one-year", "bachelor", "master", "phd"].map((value) => ({
        value,
        label: text(`Level ${value}`, `المستوى ${value}`),
      })),
    }),
    q({
      key: "certificate",
      group: "core",
      kind: "yesno",
      label: text("A trade certificate?", "شهادة حرفية؟"),
    }),
    q({
      key: "first_test",
      group: "language",
      kind: "choice",
      label: text("Which test?", "أي اختبار؟"),
      options: [
        { value: "ielts", label: text("IELTS", "IELTS") },
        { value: "celpip", label: text("CELPIP", "CELPIP") },
      ],
    }),
    q({
      key: "first_listening",
      group: "language",
      kind: "number",
      label: text("Listening score", "درجة الاستماع"),
      min: 0,
      max: 12,
      step: 0.5,
      rangeBy: {
        key: "first_test",
        ranges: { ielts: { min: 0, max: 9, step: 0.5 }, celpip: { min: 0, max: 12, step: 1 } },
      },
    }),
    q({
      key: "spouse_education",
      group: "spouse",
      kind: "choice",
      label: text("Your spouse's education", "تعليم الزوج"),
      options: [
        { value: "none", label: text("None", "لا يوجد") },
        { value: "bachelor", label: text("Bachelor's", "بكالوريوس") },
      ],
      showIf: { key: "spouse", in: ["accompanying"] },
    }),
  ],
  passMark: null,
};

export const RESULT: ScoreOut = {
  total: 472,
  version,
  passMark: null,
  passes: null,
  breakdown: [
    {
      key: "core",
      label: text("Core human capital", "رأس المال البشري الأساسي"),
      points: 380,
      max: 500,
      items: [
        { key: "age", label: text("Age", "العمر"), points: 110, max: 110 },
        { key: "education", label: text("Education", "التعليم"), points: 120, max: 150 },
      ],
    },
    {
      key: "additional",
      label: text("Additional points", "نقاط إضافية"),
      points: 92,
      max: 600,
      items: [{ key: "sibling", label: text("Sibling in Canada", "أخ في كندا"), points: 15, max: 15 }],
    },
  ],
  improvements: [
    { label: text("CLB 9 in all four abilities", "المستوى 9 في المهارات الأربع"), gain: 24 },
    { label: text("A master's degree", "درجة الماجستير"), gain: 15 },
  ],
};

export const AUSTRALIA_RESULT: ScoreOut = { ...RESULT, total: 60, passMark: 65, passes: false };

const ROUNDS =
  "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/rounds.html";

export const DRAWS: CrsDrawOut[] = [
  {
    id: 1,
    path: { en: "/tools/crs", ar: "/ar/tools/crs" },
    date: "2025-10-14",
    kind: text("Canadian Experience Class", "فئة الخبرة الكندية"),
    cutoff: 533,
    invitations: 2350,
    source_url: ROUNDS,
  },
  {
    id: 2,
    path: { en: "/tools/crs", ar: "/ar/tools/crs" },
    date: "2025-10-01",
    kind: text("French-language proficiency", "إتقان اللغة الفرنسية"),
    cutoff: 416,
    invitations: 6000,
    source_url: ROUNDS,
  },
];
