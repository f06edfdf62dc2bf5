import { CredentialsSignin } from "next-auth";

/** Carries our detail (e.g. the throttling message) to the sign-in form. */
export class SignInRefused extends CredentialsSignin {
  constructor(detail: string, status: number) {
    super(detail);
    this.code = JSON.stringify({ detail, status });
  }
}
