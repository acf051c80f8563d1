export const SITE_NAME = "Garden Assistant";
export const SITE_DESCRIPTION =
  "Keep track of your plants, get watering and care reminders that fit your weather, chat with an AI gardener and diagnose plant problems from a photo.";

