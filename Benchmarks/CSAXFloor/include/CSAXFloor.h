#ifndef EVENTMAPPER_CSAXFLOOR_H
#define EVENTMAPPER_CSAXFLOOR_H

/*
 * The benchmark's floor: libxml2's SAX2 parser over a file, doing nothing but count
 * <key>/<string> pairs. No reader built on libxml2 can be faster than this.
 * Returns the number of pairs, or -1 when the file is not well-formed.
 */
long em_sax_floor_count_pairs(const char *path);

#endif
