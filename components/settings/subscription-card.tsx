"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Check, Crown } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PLANS, type PlanId } from "@/lib/plans";

type Feature = (typeof PLANS)[number]["features"][number];

/** Each plan's name and each feature in the "SubscriptionCard" messages; the plans themselves are lib/plans.ts's. */
const PLAN_NAMES = { free: "freeName", pro: "proName" } as const satisfies Record<PlanId, string>;
const PLAN_REGIONS = { free: "freePlan", pro: "proPlan" } as const satisfies Record<PlanId, string>;
const FEATURES = {
  "Basic plant tracking": "basicTracking",
  "Weather integration": "weather",
  "AI chat assistant": "aiChat",
  "Basic plant diagnosis": "basicDiagnosis",
  "Everything in Free": "everythingInFree",
  "Advanced plant analytics": "analytics",
  "Unlimited plant tracking": "unlimitedTracking",
  "Priority AI responses": "priorityAi",
  "Detailed plant health reports": "healthReports",
  "Custom care schedules": "customSchedules",
} as const satisfies Record<Feature, string>;

/** docs/product.md#screens 'Subscription': Free is current; Pro is not on sale yet, and says so. */
export function SubscriptionCard({ currentPlan }: { currentPlan: PlanId }) {
  const t = useTranslations("SubscriptionCard");
  const [upgrading, setUpgrading] = useState(false);
  return (
    <Card role="region" aria-labelledby="subscription-heading">
      <CardHeader>
        <h2 id="subscription-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Crown className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => {
          const current = plan.id === currentPlan;
          return (
            <section
              key={plan.id}
              aria-label={t(PLAN_REGIONS[plan.id])}
              className={current ? "rounded-xl border-2 border-primary p-4" : "rounded-xl border p-4"}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{t(PLAN_NAMES[plan.id])}</h3>
                {current ? <Badge>{t("current")}</Badge> : null}
              </div>
              <p className="mt-1 text-2xl font-bold">
                {plan.price}
                <span className="text-sm font-normal text-muted-foreground">{t("perMonth")}</span>
              </p>
              <ul className="mt-3 grid gap-1.5 text-sm">
                {plan.features.map((feature: Feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" /> {t(FEATURES[feature])}
                  </li>
                ))}
              </ul>
              {plan.id === "pro" && !current ? (
                <Button type="button" className="mt-4 w-full" onClick={() => setUpgrading(true)}>
                  {t("upgrade")}
                </Button>
              ) : null}
            </section>
          );
        })}
      </CardContent>
      <Dialog open={upgrading} onOpenChange={setUpgrading}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("notYetTitle")}</DialogTitle>
            <DialogDescription>{t("notYetText")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" onClick={() => setUpgrading(false)}>
              {t("gotIt")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
