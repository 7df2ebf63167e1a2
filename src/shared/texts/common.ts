/** Texts of the shared layout, home page and generic states. Spec texts are kept word for word. */
export const appName = "FoodFirst";

export const layoutTexts = {
  signIn: "Sign In",
  signOut: "Sign Out",
  dashboard: "Dashboard",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNavigation: "Main navigation",
  quickLinks: "Quick Links",
  contactEmail: "hello@foodfirst.app",
  contactLabel: "Contact us",
  follow: "Follow us",
  closeNotification: "Close notification",
  notifications: "Notifications",
  signOutFailed: "Sign out failed. Please try again.",
  skipToContent: "Skip to main content",
  externalLinkNote: "(opens in a new tab)",
  notMedicalAdvice:
    "FoodFirst is educational and is not medical advice. If you have a health condition, are pregnant or take medication, talk to a doctor or registered dietitian before changing your diet or supplements.",
} as const;

export const navLinks = {
  home: "Home",
  assessment: "Assessment",
  nutritionist: "Nutritionist",
  supplementsVsFoods: "Supplements vs Foods",
  blog: "Blog",
} as const;

export const homeTexts = {
  tagline: "Discover how whole foods can provide better nutrition than supplements.",
  heroTitle: "Get your nutrients from food, not pills",
  startAssessment: "Start Assessment",
  servicesTitle: "How FoodFirst helps",
  getStarted: "Get Started",
  services: {
    assessment: {
      title: "Assessment",
      body: "Answer five short steps about your lifestyle, diet and goals, and get a written assessment made for you.",
    },
    nutritionist: {
      title: "Nutritionist",
      body: "Ask a nutrition assistant about foods, nutrients and supplements, any time.",
    },
    supplementsVsFoods: {
      title: "Supplements vs Foods",
      body: "See which whole foods give you what a supplement does, with real nutrient figures.",
    },
    blog: {
      title: "Blog",
      body: "Read plain-language articles on eating well without a cupboard full of pills.",
    },
  },
  whyTitle: "Why Choose Whole Foods",
  why: {
    completeNutrition: {
      title: "Complete Nutrition",
      body: "Foods bring vitamins and minerals together with fibre, protein and healthy fats that a single pill leaves out.",
    },
    betterAbsorption: {
      title: "Better Absorption",
      body: "Nutrients in food come with what helps your body use them, like fat with vitamin D or vitamin C with iron.",
    },
    costEffective: {
      title: "Cost Effective",
      body: "Beans, oats, eggs, greens and canned fish cover a lot of needs for less than a shelf of supplements.",
    },
  },
  ctaTitle: "Find out what your diet is missing",
  ctaBody: "Take the five-step assessment and get food-first advice for your own diet, allergies and goals.",
} as const;

export const notFoundTexts = {
  title: "Page Not Found",
  body: "The page you are looking for does not exist or has moved.",
  backHome: "Back to Home",
} as const;

export const genericTexts = {
  loading: "Loading...",
  unexpected: "An error occurred. Please try again",
  pleaseWait: (seconds: number) => `Please wait ${seconds} seconds before trying again`,
} as const;
