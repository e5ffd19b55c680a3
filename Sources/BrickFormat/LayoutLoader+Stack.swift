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
    LargeStack.run(stackSize: loaderStackSize, body)
  }
}

/// Work that recurses once per nesting level of its input (the loader, the Swift importer's
/// parser), run on a thread of its own with a large stack.
public enum LargeStack {
  /// Runs `body` on a new POSIX thread with a `stackSize`-byte stack (address space reserved,
  /// not memory used) and waits for it. Runs `body` in place when no thread can be made (a
  /// limit on threads or address space).
  public static func run<T>(stackSize: Int, _ body: @escaping () -> T) -> T {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let holder = ResultHolder<T>()
      let work = ThreadWork { holder.result = body() }
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return body() }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return body() }
      let context = Unmanaged.passRetained(work).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(
          &thread, &attributes,
          { context in
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().run()
            return nil
          }, context)
        guard created == 0, let thread else {
          Unmanaged<ThreadWork>.fromOpaque(context).release()
          return body()
        }
      #else
        var thread = pthread_t()
        let created = pthread_create(
          &thread, &attributes,
          { context in
            guard let context else { return nil }
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().run()
            return nil
          }, context)
        guard created == 0 else {
          Unmanaged<ThreadWork>.fromOpaque(context).release()
          return body()
        }
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
