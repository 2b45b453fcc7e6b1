// Event IDs shared by several pages.
#define PAGE_EVENT_SETTINGS_ENTER @"PAGE_EVENT_SETTINGS_ENTER"
#define CTRL_EVENT_LOGOUT @"CTRL_EVENT_" "LOGOUT"

extern NSString *const kHomeLeaveEvent;
