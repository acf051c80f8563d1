export const PLAN_IDS = ["free", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

type Plan = { id: PlanId; name: string; price: string; features: readonly string[] };

/** docs/product.md#constants plans. Pro cannot be bought yet. */
export const PLANS = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    features: ["Basic plant tracking", "Weather integration", "AI chat assistant", "Basic plant diagnosis"],
  },
  {
    id: "pro",
    name: "Pro",
    price: "$9.99",
    features: [
      "Everything in Free",
      "Advanced plant analytics",
      "Unlimited plant tracking",
      "Priority AI responses",
      "Detailed plant health reports",
      "Custom care schedules",
    ],
  },
] as const satisfies readonly Plan[];
