internal import CLibXML2

/// libxml2's generic message channel: per thread, and used for a few messages (some encoding
/// errors) that bypass a parser's own error callback. The reader never changes it; a program
/// that owns its threads, such as a fuzzer, may discard those messages.
public enum LibXML2GenericMessages {
    /// Discards libxml2's generic messages on the calling thread.
    public static func discardOnCurrentThread() {
        em_silence_generic_errors_on_this_thread()
    }
}
