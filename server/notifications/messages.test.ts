import { describe, expect, it } from "vitest";
import type { GardenTask } from "@/server/care/tasks";
import { composeDigest, composeWeatherAlert, gardenLinkKey, reminderVoice, toEmail, toNtfy } from "./messages";

/** The reminders in English, the product's words (docs/product.md). */
const english = await reminderVoice("en");

const ORIGIN = "https://garden.example";
// Reminder links carry a key made with the auth secret.
process.env.BETTER_AUTH_SECRET = "messages-test-secret-messages-test-secret";
const open = (garden: number, plant?: number) => `${ORIGIN}/reminders/open?garden=${garden}&key=${gardenLinkKey(garden)}${plant ? `&plant=${plant}` : ""}`;

function task(id: number, overrides: Partial<GardenTask> = {}): GardenTask {
  return {
    id,
    title: `Task ${id}`,
    completed: false,
    completedAt: null,
    dueDate: "2026-11-23",
    priority: "medium",
    taskType: "prune",
    estimatedMinutes: 10,
    origin: "user",
    userPlantId: null,
    userPlant: null,
    completedBy: null,
    assignedTo: null,
    wateringReason: null,
    repeatEveryDays: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    gardenId: 1,
    gardenName: "Home",
    ...overrides,
  } as GardenTask;
}

describe("the morning digest", () => {
  it("gives each watering its reason, and says which plants the rain waters instead (docs/watering.md)", () => {
    const reason = "Water today: the heat used 11 mm since Saturday and no rain fell";
    const digest = composeDigest({ voice: english,
      firstName: null,
      today: "2026-11-23",
      tasks: [task(1, { title: "Water Basil", taskType: "water", userPlantId: 7, wateringReason: reason })],
      rainWaits: [{ gardenId: 1, gardenName: "Home", userPlantId: 8, name: "Tomato", reason: "Can wait until Friday: 14 mm of rain on Saturday" }],
      origin: ORIGIN,
    })!;
    expect(digest.sections).toEqual([
      {
        heading: "Home",
        lines: [
          { text: `Water Basil. ${reason}`, url: open(1, 7) },
          { text: "No need to water Tomato. Can wait until Friday: 14 mm of rain on Saturday", url: open(1, 8) },
        ],
      },
    ]);
    expect(digest.push[0]!.body).toBe(`Home · due today. ${reason}`);
  });

  it("on a day the rain does all the watering, says so instead of listing tasks", () => {
    const digest = composeDigest({ voice: english,
      firstName: "Rosa",
      today: "2026-11-23",
      tasks: [],
      rainWaits: [{ gardenId: 1, gardenName: "Home", userPlantId: 8, name: "Tomato", reason: "Can wait until Friday: 14 mm of rain on Saturday" }],
      origin: ORIGIN,
    })!;
    expect(digest.subject).toBe("Today in the garden: the rain is watering for you");
    expect(digest.intro).toBe("Good morning, Rosa. Nothing needs doing today: the rain is watering for you.");
    expect(digest.push).toEqual([{ title: "No watering today: the rain is doing it", body: "Tomato.", url: `${ORIGIN}/`, tag: "digest-2026-11-23" }]);
  });

  it("is nothing when nothing is due", () => {
    expect(composeDigest({ voice: english, firstName: "Rosa", today: "2026-11-23", tasks: [], origin: ORIGIN })).toBeNull();
  });

  it("groups by garden, marks the overdue, and links each task to its garden and plant", () => {
    const digest = composeDigest({ voice: english,
      firstName: "Rosa",
      today: "2026-11-23",
      tasks: [
        task(1, { title: "Water Basil", taskType: "water", userPlantId: 7 }),
        task(2, { title: "Lift leeks", gardenId: 2, gardenName: "Allotment", dueDate: "2026-11-20" }),
        task(3, { title: "Sweep paths" }),
      ],
      origin: ORIGIN,
    })!;
    expect(digest.key).toBe("digest:2026-11-23");
    expect(digest.subject).toBe("Today in the garden: 3 tasks (1 overdue)");
    expect(digest.sections).toEqual([
      {
        heading: "Home",
        lines: [
          { text: "Water Basil", url: open(1, 7) },
          { text: "Sweep paths", url: open(1) },
        ],
      },
      { heading: "Allotment", lines: [{ text: "Lift leeks (overdue since Fri, Nov 20)", url: open(2) }] },
    ]);
    // A water task's push carries what its Watered action needs; others do not.
    expect(digest.push[0]).toEqual({ title: "Water Basil", body: "Home · due today", url: open(1, 7), tag: "task-1", waterTask: { id: 1, gardenId: 1 } });
    expect(digest.push[1]).not.toHaveProperty("waterTask");
  });

  it("pushes at most five notifications: four tasks and the count of the rest", () => {
    const five = composeDigest({ voice: english, firstName: null, today: "2026-11-23", tasks: [1, 2, 3, 4, 5].map((id) => task(id)), origin: ORIGIN })!;
    expect(five.push.map((push) => push.title)).toEqual(["Task 1", "Task 2", "Task 3", "Task 4", "Task 5"]);
    const seven = composeDigest({ voice: english, firstName: null, today: "2026-11-23", tasks: [1, 2, 3, 4, 5, 6, 7].map((id) => task(id)), origin: ORIGIN })!;
    expect(seven.push.map((push) => push.title)).toEqual(["Task 1", "Task 2", "Task 3", "Task 4", "And 3 more tasks today"]);
    expect(seven.intro).toBe("Good morning. These tasks are due today or overdue.");
  });

  it("escapes what gardeners typed in the HTML part, and keeps a plain-text part", () => {
    const digest = composeDigest({ voice: english, firstName: "Rosa", today: "2026-11-23", tasks: [task(1, { title: '<img src=x onerror="alert(1)">' })], origin: ORIGIN })!;
    const email = toEmail(digest, "rosa@example.com", { settings: `${ORIGIN}/settings`, unsubscribe: `${ORIGIN}/unsubscribe/t`, oneClickUnsubscribe: `${ORIGIN}/api/notifications/unsubscribe/t` });
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain('- <img src=x onerror="alert(1)">');
    expect(email.text).toContain(`Stop these emails: ${ORIGIN}/unsubscribe/t`);
    expect(email.headers).toEqual({ "List-Unsubscribe": `<${ORIGIN}/api/notifications/unsubscribe/t>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});

describe("a weather alert", () => {
  it("names the garden, the night and the plants at risk, keyed by the event", () => {
    const alert = composeWeatherAlert({ voice: english,
      gardenId: 4,
      gardenName: "Allotment",
      alert: { kind: "frost", date: "2026-11-24", title: "Frost warning", advice: "Cover tender plants.", reason: "Tomorrow night it goes down to -2°C." },
      plants: ["Tomato", "Basil"],
      origin: ORIGIN,
    });
    expect(alert.key).toBe("frost:4:2026-11-24");
    expect(toNtfy(alert)).toEqual({
      title: "Frost warning for Allotment",
      message: "Tomorrow night it goes down to -2°C. Cover tender plants.\n\nAllotment\n• At risk: Tomato, Basil.",
      click: open(4),
      tags: ["snowflake"],
    });
  });
});
