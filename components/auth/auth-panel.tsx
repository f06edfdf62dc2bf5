"use client";

import { useState } from "react";
import { Tabs, type Tab } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

type AuthTab = "login" | "register";
const TABS: Tab<AuthTab>[] = [
  { key: "login", label: "Login" },
  { key: "register", label: "Register" },
];

/** Login and Register as two tabs. Only the selected form is mounted, so switching tabs clears its error. */
export function AuthPanel({ initialTab }: { initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Login or register">
      {tab === "login" ? <LoginForm /> : <RegisterForm />}
    </Tabs>
  );
}
