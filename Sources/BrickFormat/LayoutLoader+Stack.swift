#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LayoutLoader {
  /// Stack for composing and reading one file: the YAML composer and the reader recurse once per
  /// nesting level, and a thread of Swift's cooperative pool (512 KiB) overflows near 650
  /// nested sections. 64 MiB is address space reserved, not memory used.
  static let loaderStackSize = 64 << 20

  /// Runs `body` on a fresh thread with a `loaderStackSize` stack and waits for it, so deep
  /// files are rejected with an error instead of overflowing the caller's stack. Runs `body`
  /// in place where threads cannot be made.
  static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let holder = ResultHolder<T>()
      let work = ThreadWork { holder.result = body() }
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, loaderStackSize)
      let context = Unmanaged.passRetained(work).toOpaque()
      #if canImport(Darwin)
        // Darwin's pthread_t is a pointer (optional until created) and the start routine's
        // argument is not optional.
        var thread: pthread_t? = nil
        let created = pthread_create(
          &thread, &attributes,
          { context in
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().run()
            return nil
          }, context)
      #else
        var thread = pthread_t()
        let created = pthread_create(
          &thread, &attributes,
          { context in
            guard let context else { return nil }
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().run()
            return nil
          }, context)
      #endif
      guard created == 0 else {
        Unmanaged<ThreadWork>.fromOpaque(context).release()
        return body()
      }
      #if canImport(Darwin)
        // A successful pthread_create always sets the thread; nil cannot happen.
        guard let thread else { return holder.result ?? body() }
      #endif
      pthread_join(thread, nil)
      return holder.result ?? body()
    #else
      return body()
    #endif
  }
}

/// The work to run on the new thread (a C function pointer cannot capture it).
private final class ThreadWork: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// The result, read by the creating thread only after `pthread_join`, which orders the write
/// before the read.
private final class ResultHolder<T>: @unchecked Sendable {
  var result: T?
}
