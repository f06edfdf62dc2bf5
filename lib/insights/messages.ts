/** What the AI summary says when it cannot be written: the route's detail and the card's fallback. */
export const SUMMARY_FAILED = "The AI summary could not be written. Please try again.";
