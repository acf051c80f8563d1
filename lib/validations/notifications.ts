import { z } from "@/lib/zod";

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = "Use a time like 07:00 (24-hour HH:MM).";
const time = z.string({ message: TIME_MESSAGE }).regex(TIME_PATTERN, TIME_MESSAGE);

/** An ntfy topic: what ntfy itself accepts. Anyone who knows it can read it, so a long one is better. */
export const NTFY_TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const NTFY_TOPIC_MESSAGE = "An ntfy topic has up to 64 letters, digits, - or _.";

/** PATCH /api/notifications: any of the settings. */
export const notificationSettingsPatchSchema = z
  .object({
    digestTime: time.optional(),
    quietHours: z
      .object({ start: time, end: time }, { message: "Quiet hours need a start and an end, like 22:00 and 07:00." })
      .strict()
      .refine((hours) => hours.start !== hours.end, "Quiet hours must start and end at different times.")
      .nullable()
      .optional(),
    email: z.boolean({ message: "email must be true or false." }).optional(),
    push: z.boolean({ message: "push must be true or false." }).optional(),
    ntfyTopic: z
      .string({ message: NTFY_TOPIC_MESSAGE })
      .trim()
      .regex(NTFY_TOPIC_PATTERN, NTFY_TOPIC_MESSAGE)
      .nullable()
      .optional(),
    weatherAlerts: z.boolean({ message: "weatherAlerts must be true or false." }).optional(),
  })
  .strict();

export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;

const MAX_ENDPOINT_LENGTH = 2048;
const base64url = (label: string) =>
  z
    .string({ message: `The subscription's ${label} key is missing.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${label} key is not base64url.`)
    .max(256, `The subscription's ${label} key is too long.`);

/** POST /api/notifications/push-subscriptions: the browser's PushSubscription JSON. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ message: "The subscription's endpoint must be a URL." }).max(MAX_ENDPOINT_LENGTH, "The subscription's endpoint is too long."),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url("p256dh"), auth: base64url("auth") }, { message: "The subscription has no keys." }),
});

/** DELETE /api/notifications/push-subscriptions: which one. */
export const pushEndpointSchema = z.object({
  endpoint: z.string({ message: "Say which endpoint to remove." }).min(1, "Say which endpoint to remove.").max(MAX_ENDPOINT_LENGTH, "The endpoint is too long."),
});
