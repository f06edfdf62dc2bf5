/** The family's operations, one file each: the view, invitations and joining, members and their grants. */
export { getFamily, findMembership, type FamilyView, type FamilyMemberView, type InvitationView } from "./view";
export { cancelInvitation, inviteToFamily, joinFamily, invitationState } from "./invitations";
export { invitationRefusal } from "./invitation-address";
export { removeFromFamily, setFamilyAccess, type AccessView } from "./members";
export { findGrantedOwner, ownData, type DataOwner } from "./grants";
