#ifndef EVENTMAPPER_CLIBXML2_SHIM_H
#define EVENTMAPPER_CLIBXML2_SHIM_H

/*
 * Debian builds libxml2 with ICU. A module that sees both Foundation and the
 * libxml2 headers then fails a clean build with "'UErrorCode' has different
 * definitions in different modules". Nothing here needs ICU, so the switch is
 * turned off before any other libxml2 header is read.
 */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlschemas.h>
#include <stdint.h>
#include <string.h>

/* xmlFree is a global function pointer, which Swift 6 rejects as shared mutable state. */
static inline void em_xml_free(void *pointer) { xmlFree(pointer); }

/*
 * The first error a parse raised, recorded by em_record_first_error.
 * libxml2 only remembers the last one (xmlCtxtGetLastError), which for
 * "<a>\n<b></a>" is "Premature end of data" instead of the mismatch at 2:8.
 */
typedef struct em_first_error {
    int captured;
    int code;
    int domain;
    int line;
    int column;
    char message[512];
} em_first_error;

/*
 * A place in the parser's input: its offset in the UTF-8 text libxml2 has read (the bytes it
 * has already dropped from its buffer counted in), and libxml2's line and column there.
 */
typedef struct em_input_position {
    unsigned long offset;
    int line;
    int column;
} em_input_position;

/* What a parse keeps in xmlParserCtxt._private: the error slot and the Swift-side state. */
typedef struct em_parse_slot {
    em_first_error error;
    void *state;
    /*
     * The bytes the parse reads (the Swift PlistByteSource), read again to place markup whose
     * line has left libxml2's buffer: libxml2 keeps 80 bytes before its position, so a tag
     * spanning lines may start on a line whose beginning is gone.
     */
    void *byte_source;
    /*
     * For input libxml2 converts (another encoding than UTF-8), whose offsets are not the
     * file's: where the input stood at the last three callbacks that found it moved, oldest
     * first; recent_count says how many are known. A known column on a tag's line places it.
     * Input read as it is (no encoder) is placed from byte_source and notes nothing.
     */
    em_input_position recent[3];
    int recent_count;
} em_parse_slot;

static inline void em_note_input_offset(em_parse_slot *slot, unsigned long offset, int line, int column) {
    if (slot->recent_count > 0 && slot->recent[2].offset == offset) return;
    slot->recent[0] = slot->recent[1];
    slot->recent[1] = slot->recent[2];
    slot->recent[2].offset = offset;
    slot->recent[2].line = line;
    slot->recent[2].column = column;
    if (slot->recent_count < 3) slot->recent_count += 1;
}

/*
 * Whether the parse's input is converted from another encoding: only then are positions noted
 * (em_parse_slot.recent), so that a UTF-8 file's callbacks do not pay for them.
 */
static inline int em_input_is_converted(xmlParserInputPtr input) {
    return input->buf != NULL && input->buf->encoder != NULL;
}

/*
 * Records where the input stands now in the parse's slot, for converted input. Every SAX
 * callback but a text one calls it, with the parser context as libxml2 hands it over.
 */
static inline void em_note_input_position(void *parser_context) {
    xmlParserCtxtPtr context = (xmlParserCtxtPtr)parser_context;
    if (context == NULL) return;
    em_parse_slot *slot = (em_parse_slot *)context->_private;
    xmlParserInputPtr input = context->input;
    if (slot == NULL || input == NULL || input->base == NULL || input->cur == NULL || !em_input_is_converted(input)) return;
    em_note_input_offset(slot, input->consumed + (unsigned long)(input->cur - input->base), input->line, input->col);
}

/*
 * The same for the text callbacks (characters, ignorable whitespace). libxml2 may hand text
 * over before moving its input past it, with the line and column already past it; the place
 * just after the text is then the one they describe. Text that libxml2 copied out of its buffer
 * is handed over with the input where its line and column are.
 */
static inline void em_note_text_end(void *parser_context, const xmlChar *text, int length) {
    xmlParserCtxtPtr context = (xmlParserCtxtPtr)parser_context;
    if (context == NULL) return;
    em_parse_slot *slot = (em_parse_slot *)context->_private;
    xmlParserInputPtr input = context->input;
    if (slot == NULL || input == NULL || input->base == NULL || input->cur == NULL || !em_input_is_converted(input)) return;
    const xmlChar *after = input->cur;
    uintptr_t start = (uintptr_t)text;
    if (text != NULL && length >= 0 && input->end != NULL && start >= (uintptr_t)input->base &&
        start + (uintptr_t)length <= (uintptr_t)input->end) {
        after = text + length;
    }
    em_note_input_offset(slot, input->consumed + (unsigned long)(after - input->base), input->line, input->col);
}

#if LIBXML_VERSION >= 21200
#define EM_XML_ERROR_CONST const
#else
#define EM_XML_ERROR_CONST
#endif

/*
 * Structured-error callback installed per parser context (never globally).
 * Kept in C because libxml2 2.12 changed its parameter to `const xmlError *`,
 * which a Swift closure cannot express for both versions.
 */
static void em_record_first_error(void *user_data, EM_XML_ERROR_CONST xmlError *error) {
    if (error == NULL || error->level == XML_ERR_WARNING) return;
    xmlParserCtxtPtr context = (xmlParserCtxtPtr)(error->ctxt != NULL ? error->ctxt : user_data);
    if (context == NULL || context->_private == NULL) return;
    em_parse_slot *slot = (em_parse_slot *)context->_private;
    if (slot->error.captured) return;
    slot->error.captured = 1;
    slot->error.code = error->code;
    slot->error.domain = error->domain;
    slot->error.line = error->line;
    slot->error.column = error->int2;
    if (error->message != NULL) {
        strncpy(slot->error.message, error->message, sizeof(slot->error.message) - 1);
        slot->error.message[sizeof(slot->error.message) - 1] = '\0';
    } else {
        slot->error.message[0] = '\0';
    }
}

static inline xmlStructuredErrorFunc em_first_error_recorder(void) {
    return (xmlStructuredErrorFunc)em_record_first_error;
}

/* libxml2's element-depth limit is a plain global; it is raised once, at initialisation. */
static inline void em_set_parser_max_depth(unsigned int depth) { xmlParserMaxDepth = depth; }

/* Swallows the messages libxml2 prints through the per-thread generic channel (encoding errors). */
static void em_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void em_silence_generic_errors_on_this_thread(void) {
    xmlSetGenericErrorFunc(NULL, em_ignore_generic_error);
}

/*
 * Schema errors (validation or schema parsing), handed one by one to a sink together with the
 * node they concern, so that the caller can keep every one of them and place each at the node's
 * own recorded position. Installed per context through xmlSchemaSet*StructuredErrors, never
 * globally; kept in C for the same 2.12 signature change as em_record_first_error.
 */
typedef void (*em_schema_error_sink)(void *state, int code, int level, int line, int column,
                                     const char *message, void *node);

typedef struct em_schema_error_forwarder {
    em_schema_error_sink sink;
    void *state;
} em_schema_error_forwarder;

static void em_forward_schema_error(void *user_data, EM_XML_ERROR_CONST xmlError *error) {
    if (error == NULL || user_data == NULL) return;
    em_schema_error_forwarder *forwarder = (em_schema_error_forwarder *)user_data;
    if (forwarder->sink == NULL) return;
    forwarder->sink(forwarder->state, error->code, (int)error->level, error->line, error->int2,
                    error->message, error->node);
}

static inline void em_forward_schema_validation_errors(xmlSchemaValidCtxtPtr context,
                                                       em_schema_error_forwarder *forwarder) {
    xmlSchemaSetValidStructuredErrors(context, (xmlStructuredErrorFunc)em_forward_schema_error, forwarder);
}

static inline void em_forward_schema_parser_errors(xmlSchemaParserCtxtPtr context,
                                                   em_schema_error_forwarder *forwarder) {
    xmlSchemaSetParserStructuredErrors(context, (xmlStructuredErrorFunc)em_forward_schema_error, forwarder);
}

#endif
