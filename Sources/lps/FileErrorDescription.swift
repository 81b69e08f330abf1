#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whichever way the script library words a reader error (`"\(error)"` or
/// `localizedDescription`), it reads "cannot read 'x.lps': no such file".
extension FileError: LocalizedError {
    var errorDescription: String? { description }
}
