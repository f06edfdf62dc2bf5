/** `/api/family`: a Pro subscriber's family of up to four, what each member shares, and joining by an emailed link. */
import { messageSchema } from "@/lib/identity/account/responses";
import { accessViewSchema, familyAnswerSchema, invitationViewSchema } from "@/lib/family/responses";
import { accessSchema, invitationSchema, joinSchema } from "@/lib/family/schema";
import { endpoint } from "../endpoint";

const TAG = "Family";
const OWNER = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const MEMBER = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d";
const family = {
  family_id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  role: "owner",
  owner: { user_id: OWNER, name: "Alex Doe", email: "alex@example.com" },
  members: [
    {
      user_id: MEMBER,
      name: "Sam Doe",
      email: "sam@example.com",
      role: "member",
      joined_at: "2026-11-20T18:02:11.000Z",
      they_share: ["medications"],
      i_share: ["medications", "vitals"],
      missed_dose_minutes: 60,
    },
  ],
  invitations: [
    {
      invitation_id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
      email: "kim@example.com",
      expires_at: "2026-11-30T09:00:00.000Z",
    },
  ],
  seats: 4,
};

export const familyEndpoints = {
  get: endpoint({
    method: "get",
    path: "/api/family",
    summary: "My family",
    description:
      "The caller's family: its owner, the other members with what each shares with the caller (`they_share`) " +
      "and what the caller shares with them (`i_share`), and, for the owner, the pending invitations. " +
      "`{ family: null }` outside a family.",
    tag: TAG,
    responses: { 200: { description: "The family, or null.", schema: familyAnswerSchema, example: { family } } },
  }),
  invite: endpoint({
    method: "post",
    path: "/api/family/invitations",
    summary: "Invite someone into my family",
    description:
      "Only a user who pays for Pro invites (402 otherwise, Pro through a family included); the first invitation " +
      "creates the family with the caller as its owner. A family has at most 4 members, the owner included, " +
      "counting pending invitations: past that 409. Someone already in a family is refused (409). The link " +
      "(`/family/join?token=...`, single-use, valid 7 days) is emailed; the answer never holds it. An owner " +
      "sends at most 5 invitations an hour (`FAMILY_INVITATIONS_PER_HOUR`), cancelled ones included: past that 429.",
    tag: TAG,
    access: "account",
    body: invitationSchema,
    bodyExample: { email: "kim@example.com" },
    callsOutside: true,
    responses: {
      201: { description: "The invitation.", schema: invitationViewSchema, example: family.invitations[0] },
    },
    throws: [402, 409, 429, 502],
  }),
  cancelInvitation: endpoint({
    method: "delete",
    path: "/api/family/invitations/{invitation_id}",
    summary: "Cancel a pending invitation",
    description:
      "The family's owner cancels an invitation not yet accepted: its seat is free again at once, and its link " +
      "answers as an unknown one (404 on join). Anyone but the owner, an unknown id and an invitation already " +
      "accepted: 404.",
    tag: TAG,
    access: "account",
    params: { invitation_id: "uuid" },
    responses: { 204: { description: "Cancelled." } },
    throws: [404],
  }),
  join: endpoint({
    method: "post",
    path: "/api/family/join",
    summary: "Join a family with an invitation's token",
    description:
      "The signed-in user joins the family of the emailed invitation. Joining shares nothing. An unknown, used or " +
      "cancelled token is 404, an expired one 410; a user already in a family is refused (409), and so is anyone " +
      "while the owner's own Pro is not in force (409: the family would give no Pro), with nothing changed. Only " +
      "the account whose verified email is the invited address joins: another address, or that address not yet " +
      "verified, is 403 with a detail (the invited address half-hidden) and the link keeps working.",
    tag: TAG,
    access: "account",
    body: joinSchema,
    bodyExample: { token: "q3J5mO1vRk8Zt0bHc9yWfLp2sEa7uNd4GiT6eKh1QwA" },
    responses: {
      200: {
        description: "The family joined.",
        schema: familyAnswerSchema,
        example: { family: { ...family, role: "member", invitations: [] } },
      },
    },
    throws: [403, 404, 409, 410],
  }),
  removeMember: endpoint({
    method: "delete",
    path: "/api/family/members/{user_id}",
    summary: "Remove a member, or leave the family",
    description:
      "The owner removes a member; a member removes themself (leaves). Every grant to and from that member ends " +
      "at once, and so does the Pro plan the family gave them. The owner leaves only once the other members are " +
      "gone (409 before), and the family then ends. Anyone outside the caller's family: 404.",
    tag: TAG,
    access: "account",
    params: { user_id: "uuid" },
    responses: {
      200: { description: "Removed.", schema: messageSchema, example: { detail: "Removed from the family." } },
    },
    throws: [404, 409],
  }),
  setAccess: endpoint({
    method: "put",
    path: "/api/family/members/{user_id}/access",
    summary: "Choose what a member may view of mine",
    description:
      "Replaces the areas that member may view, read-only (an empty list: nothing). Turning medications off also " +
      "turns off their missed-dose alert on the caller. Not another member of the caller's family: 404.",
    tag: TAG,
    access: "account",
    params: { user_id: "uuid" },
    body: accessSchema,
    bodyExample: { areas: ["medications", "vitals"] },
    responses: {
      200: {
        description: "What the member may now view.",
        schema: accessViewSchema,
        example: { user_id: MEMBER, areas: ["medications", "vitals"] },
      },
    },
    throws: [404],
  }),
};
