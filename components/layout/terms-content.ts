// The product's own Terms & Conditions, shown in the footer dialog.
export const TERMS_LAST_UPDATED = "August 5, 2025";

export type TermsSection = { title: string; body: string };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: "Acceptance of these terms",
    body: "By creating an account or using Garden Assistant you agree to these terms. If you do not agree, please do not use the service.",
  },
  {
    title: "What the service is",
    body: "Garden Assistant helps home gardeners keep a record of their plants, plan care tasks, see weather-based tips, chat with an AI assistant and get photo-based plant diagnoses and identifications.",
  },
  {
    title: "Your account",
    body: "You must give a valid email address and keep your password private. You are responsible for everything done with your account. Tell us at once if you think someone else has used it.",
  },
  {
    title: "Eligibility",
    body: "You must be at least 16 years old, or the age of digital consent where you live, to create an account.",
  },
  {
    title: "Your content",
    body: "Plant records, notes, photos and messages you add remain yours. You give us a limited licence to store, process and display them only to provide the service to you.",
  },
  {
    title: "Photos and privacy",
    body: "Photos you upload are re-encoded and their location metadata is removed before storage. We do not sell your data. How we handle personal data is described in our privacy notice.",
  },
  {
    title: "AI-generated advice",
    body: "Chat answers, diagnoses and identifications are produced automatically and can be wrong. They are suggestions, not professional horticultural, medical or safety advice. Check before acting, especially before eating a plant or treating one with chemicals.",
  },
  {
    title: "Offline estimates",
    body: "When no AI model is configured, the service gives rule-based answers and photo measurements. These are clearly labelled as estimates and are less reliable than a model's analysis.",
  },
  {
    title: "Weather information",
    body: "Forecasts come from third-party weather services and may be inaccurate or unavailable. Do not rely on them alone to protect plants, property or people.",
  },
  {
    title: "Acceptable use",
    body: "Do not misuse the service: no attempts to break its security, overload it, scrape it, upload unlawful content or use it to harm others.",
  },
  {
    title: "Plans and payments",
    body: "The Free plan costs nothing. The Pro plan is billed monthly at the price shown on the Settings page. Prices may change with at least 30 days' notice.",
  },
  {
    title: "Cancellation",
    body: "You may stop using the service and delete your account at any time. A cancelled Pro plan stays active until the end of the period already paid.",
  },
  {
    title: "Availability and changes",
    body: "We work to keep the service available but cannot promise it will be uninterrupted. We may add, change or remove features; we will tell you of changes that materially affect you.",
  },
  {
    title: "Self-hosted installations",
    body: "Garden Assistant is open source. Whoever runs a self-hosted installation is responsible for it, its data and its configured third-party services.",
  },
  {
    title: "Intellectual property",
    body: "The software is licensed under its open-source licence. Plant illustrations and texts in the catalogue belong to the project and are provided under the same licence.",
  },
  {
    title: "Limitation of liability",
    body: "To the extent the law allows, we are not liable for lost crops, damaged plants or indirect losses arising from use of the service. Nothing in these terms limits liability that cannot be limited by law.",
  },
  {
    title: "Changes to these terms",
    body: "We may update these terms. The date at the top shows the latest version. Continuing to use the service after a change means you accept the updated terms.",
  },
  {
    title: "Contact",
    body: "Questions about these terms? Write to us using the Contact Us link in the footer.",
  },
];
