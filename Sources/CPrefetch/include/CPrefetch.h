// A hint to the processor to start loading a cache line, which Swift has no spelling for: the
// log commands issue it for a group of records' lookups before making them, so that the
// group's loads from memory overlap instead of following one another.
#ifndef CPREFETCH_H
#define CPREFETCH_H

static inline void event_map_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
