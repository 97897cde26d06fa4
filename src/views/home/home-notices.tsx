// The notices strip of the home screen (SPEC.md §2 home: notice, noticeDetail). Its place is kept
// here, between the brand and the games; the notices work (issue 10) fills it. Until then it
// renders nothing, and the home is laid out the same with or without it.
export function HomeNotices() {
  return null;
}
