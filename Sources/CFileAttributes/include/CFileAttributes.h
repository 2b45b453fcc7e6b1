// Extended attributes (<sys/xattr.h>), which the Glibc module does not export: the atomic
// writer copies them from the file it replaces.
#include <sys/types.h>
#if __has_include(<sys/xattr.h>)
#include <sys/xattr.h>
#endif
