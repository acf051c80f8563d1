"use client";

import { useState } from "react";
import { Check, Crown } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PLANS, type PlanId } from "@/lib/plans";

/** docs/product.md#screens 'Subscription': Free is current; Pro is not on sale yet, and says so. */
export function SubscriptionCard({ currentPlan }: { currentPlan: PlanId }) {
  const [upgrading, setUpgrading] = useState(false);
  return (
    <Card role="region" aria-labelledby="subscription-heading">
      <CardHeader>
        <h2 id="subscription-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Crown className="size-5 text-primary" aria-hidden="true" /> Subscription
        </h2>
        <CardDescription>Your plan and what each one includes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => {
          const current = plan.id === currentPlan;
          return (
            <section
              key={plan.id}
              aria-label={`${plan.name} plan`}
              className={current ? "rounded-xl border-2 border-primary p-4" : "rounded-xl border p-4"}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {current ? <Badge>Current</Badge> : null}
              </div>
              <p className="mt-1 text-2xl font-bold">
                {plan.price}
                <span className="text-sm font-normal text-muted-foreground">/month</span>
              </p>
              <ul className="mt-3 grid gap-1.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" /> {feature}
                  </li>
                ))}
              </ul>
              {plan.id === "pro" && !current ? (
                <Button type="button" className="mt-4 w-full" onClick={() => setUpgrading(true)}>
                  Upgrade to Pro
                </Button>
              ) : null}
            </section>
          );
        })}
      </CardContent>
      <Dialog open={upgrading} onOpenChange={setUpgrading}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Pro is not available yet</DialogTitle>
            <DialogDescription>
              We are still building Pro, so there is nothing to pay for. Everything you use today stays free.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" onClick={() => setUpgrading(false)}>
              Got it
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
