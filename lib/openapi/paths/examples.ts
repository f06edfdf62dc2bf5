/** Example values the account-side operations share (they must satisfy the answer schemas; a test checks). */

export const USER_ID = "3f1c2b7e-8a4d-4e5f-9b6a-1c2d3e4f5a6b";

export const USER_EXAMPLE = {
  id: USER_ID,
  email: "alex@example.com",
  name: "Alex Doe",
  age: 34,
  gender: "female",
  height_cm: 168,
  current_weight_kg: 70,
  goal_weight_kg: 65,
  daily_calories_goal: 1850,
  calorie_goal_custom: false,
  activity_level: "moderately_active",
  use_imperial: false,
  weekly_workout_goal: 3,
  water_target_ml: 2000,
  fiber_target_g: 30,
  sugar_target_g: 50,
  saturated_fat_target_g: 20,
  sodium_target_mg: 2300,
  time_zone: "Europe/Berlin",
  subscription_status: "trial",
  subscription_plan: null,
  subscription_end_date: "2026-04-01T09:30:00.000Z",
  email_verified: true,
  is_active: true,
  theme: "system",
  welcome_dismissed: false,
  created_at: "2026-03-18T09:30:00.000Z",
};

export const PROFILE_BODY = {
  name: "Alex Doe",
  email: "alex@example.com",
  age: 34,
  gender: "female",
  height_cm: 168,
  current_weight_kg: 70,
  goal_weight_kg: 65,
  activity_level: "moderately_active",
  use_imperial: false,
  time_zone: "Europe/Berlin",
};

export const SIGN_IN_EXAMPLE = {
  access_token: "3q2-7wEjzXc0aT0Yk1lF3bq9xJmUo8hZpN4rVdGsWcI",
  token_type: "bearer",
  user: USER_EXAMPLE,
};

export const PASSKEY_EXAMPLE = {
  passkey_id: "0b6f7c1a-2d3e-4f50-8a9b-c1d2e3f4a5b6",
  name: "MacBook Touch ID",
  created_at: "2026-03-18T10:02:11.000Z",
  last_used_at: null,
  backed_up: true,
};

export const RECOVERY_CODES_EXAMPLE = [
  "7k3m-q9xd",
  "p2vt-8hwn",
  "c4rj-m6ya",
  "x8fb-t3ke",
  "n5gq-w2ps",
  "h9ld-v7cu",
  "b3zt-k4mf",
  "r6wy-e8qa",
  "j2nc-u5hx",
  "s7pv-d9gb",
];

/** A WebAuthn assertion as @simplewebauthn/browser's startAuthentication answers it (values shortened). */
export const ASSERTION_EXAMPLE = {
  id: "hY3tG1cQk0mB2yW5",
  rawId: "hY3tG1cQk0mB2yW5",
  type: "public-key",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
    signature: "MEUCIQDx1Wq9",
    userHandle: "PxwrfopNTl-bahwtPj9aaw",
  },
  clientExtensionResults: {},
};

export const REQUEST_OPTIONS_EXAMPLE = {
  options: {
    challenge: "q3H8ZyJm0c4fV6wL2tR9kB",
    timeout: 300000,
    rpId: "vitalog.example",
    allowCredentials: [],
    userVerification: "required",
  },
};
