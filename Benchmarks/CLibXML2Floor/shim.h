#ifndef EVENTMAPPER_BENCH_CLIBXML2FLOOR_SHIM_H
#define EVENTMAPPER_BENCH_CLIBXML2FLOOR_SHIM_H

/*
 * libxml2 for the benchmark's C floor (CSAXFloor). The root package's CLibXML2 is not a
 * product, and a second module of that name in one build graph clashes, hence this name.
 *
 * Debian builds libxml2 with ICU. A module that sees both Foundation and the libxml2
 * headers then fails a clean build with "'UErrorCode' has different definitions in
 * different modules". Nothing here needs ICU, so the switch is turned off before any
 * other libxml2 header is read.
 */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>

#endif
