#if Importer
  import SwiftSyntax

  /// Which code of the files a layout is read from when no screen's `viewDidLoad` sets a
  /// section and the importer reads the calls and assignments themselves (issue 35
  /// docs/layout-file.md#the-frames-output: two screens of one folder never share anything but what
  /// they share in Swift).
  enum CodeScope {
    /// Every file's code (a snippet's files given together).
    case everything
    /// The code of these classes (a screen's chain) and their extensions, and the top-level
    /// code of the files they are in.
    case classes(Set<String>, files: Set<String>)
    /// The code of one file (a file given alone that declares no screen).
    case file(String)
  }

  extension Program {
    /// The scope of the screen `name`: its class chain, their extensions and the files.
    func scope(ofScreen name: String) -> CodeScope {
      .classes(Set(classChain(name)), files: Set(filesOf(screen: name)))
    }

    /// Whether `node` is code of `scope`.
    func isCode(_ node: some SyntaxProtocol, of scope: CodeScope) -> Bool {
      switch scope {
      case .everything: return true
      case .file(let name): return file(of: node)?.name == name
      case .classes(let chain, let files):
        if let type = Program.owningType(of: node) { return chain.contains(type) }
        return file(of: node).map { files.contains($0.name) } ?? false
      }
    }

    /// The type whose code `node` is: the innermost class enclosing it (a class nested in a
    /// screen is a screen of its own, as the Example app's PreviewedViewController), else the
    /// outermost struct, enum or extension (a struct nested in a screen is the screen's code).
    static func owningType(of node: some SyntaxProtocol) -> String? {
      var found: String?
      var current = node.parent
      while let here = current {
        if let c = here.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = here.as(StructDeclSyntax.self) { found = s.name.text }
        if let e = here.as(EnumDeclSyntax.self) { found = e.name.text }
        if let x = here.as(ExtensionDeclSyntax.self) {
          let name = x.extendedType.trimmedText
          found = String(name.split(separator: ".").last ?? Substring(name))
        }
        current = here.parent
      }
      return found
    }

    /// The screens of the files without the base classes that set no section of their own: a
    /// class other screens inherit from whose `viewDidLoad`, run, sets none (its `makeSection()`
    /// returns nil, for its subclasses to override) is not a screen (issue 35).
    func concreteScreens(
      preferringFile file: String? = nil, setsSection: (String) -> Bool
    ) -> [String] {
      let all = screens(preferringFile: file)
      let bases = Set(classOrder.compactMap { classes[$0]?.superclass })
      return all.filter { !bases.contains($0) || setsSection($0) }
    }
  }

  extension Interpreter {
    /// Whether `node` is code of the running screen's class chain (or their extensions): there a
    /// bare name is the screen's own property first, dynamically dispatched on `self`'s class (a
    /// subclass's `override var gutter` wins), before any other type's member of that name
    /// (issue 35: the base's `Theme.Metrics.screenInsets` won over ProfileScreen's `.zero`).
    func isOwnCode(_ node: some SyntaxProtocol) -> Bool {
      guard let type = Program.owningType(of: node) else { return false }
      return chain.contains(type)
    }
  }
#endif
