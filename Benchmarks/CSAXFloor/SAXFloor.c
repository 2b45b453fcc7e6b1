#include "CSAXFloor.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <string.h>

typedef struct floor_state {
    long pairs;
    int last_was_key;
    int in_key;
    int in_string;
} floor_state;

static void on_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count,
                     int defaulted_count, const xmlChar **attributes) {
    (void)prefix; (void)uri; (void)namespace_count; (void)namespaces;
    (void)attribute_count; (void)defaulted_count; (void)attributes;
    floor_state *state = context;
    state->in_key = strcmp((const char *)name, "key") == 0;
    state->in_string = strcmp((const char *)name, "string") == 0;
    if (state->in_string && state->last_was_key) state->pairs++;
}

static void on_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    floor_state *state = context;
    state->last_was_key = strcmp((const char *)name, "key") == 0;
    state->in_key = 0;
    state->in_string = 0;
}

static void on_characters(void *context, const xmlChar *text, int length) {
    (void)context; (void)text; (void)length;
}

long em_sax_floor_count_pairs(const char *path) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = on_start;
    handler.endElementNs = on_end;
    handler.characters = on_characters;
    floor_state state = {0, 0, 0, 0};
    xmlParserCtxtPtr context = xmlCreateFileParserCtxt(path);
    if (context == NULL) return -1;
    memcpy(context->sax, &handler, sizeof handler);
    context->userData = &state;
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    xmlParseDocument(context);
    int well_formed = context->wellFormed;
    xmlFreeParserCtxt(context);
    return well_formed ? state.pairs : -1;
}
