#if Importer
  import SwiftSyntax

  /// The traits a screen's code is run with (issue 35 docs/picture.md#how-to-read-the-picture): the
  /// previewed device's size classes, idiom, orientation and screen size. The code runs once per
  /// environment; the builder merges what differs into the layout file's rule forms
  /// (LayoutBuilder+TraitRules).
  struct TraitEnvironment: Equatable {
    var name: String
    var horizontal: String
    var vertical: String
    var landscape: Bool
    var idiom: String
    var width: Double
    var height: Double

    /// The file's device: what a value with no rule form is evaluated for.
    static let base = TraitEnvironment(
      name: "an iPhone SE in portrait", horizontal: "compact", vertical: "regular",
      landscape: false, idiom: "phone", width: 320, height: 568)
    /// The other environments the code runs in when it reads a trait.
    static let others: [TraitEnvironment] = [
      TraitEnvironment(
        name: "an iPhone SE in landscape", horizontal: "compact", vertical: "compact",
        landscape: true, idiom: "phone", width: 568, height: 320),
      TraitEnvironment(
        name: "an iPad in portrait", horizontal: "regular", vertical: "regular",
        landscape: false, idiom: "pad", width: 820, height: 1180),
      TraitEnvironment(
        name: "an iPad in landscape", horizontal: "regular", vertical: "regular",
        landscape: true, idiom: "pad", width: 1180, height: 820),
    ]
  }

  /// The trait a screen's code read.
  enum TraitKind: String, CaseIterable {
    case horizontalSizeClass = "the horizontal size class"
    case verticalSizeClass = "the vertical size class"
    case orientation = "the orientation"
    case idiom = "the device idiom"
    case screenSize = "the screen or view size"
  }

  /// The environment the code runs in now, and the traits it read (with where, first).
  final class TraitState {
    var environment = TraitEnvironment.base
    var reads: [TraitKind: Syntax] = [:]

    func read(_ kind: TraitKind, at node: some SyntaxProtocol) {
      if reads[kind] == nil { reads[kind] = Syntax(node) }
    }
  }

  extension Evaluator {
    /// A trait's value in the current environment (`traitCollection.horizontalSizeClass`,
    /// `UIDevice.current.orientation`, `.isLandscape`, `userInterfaceIdiom`,
    /// `UIScreen.main.bounds.width`, `view.bounds.width`), recorded as read; nil for any
    /// other member.
    mutating func traitMember(_ member: MemberAccessExprSyntax, depth: Int) -> Value? {
      // A compositional screen's reader answers its own environment's traits.
      guard let base = member.base, (scope as? Interpreter)?.compositional == nil else {
        return nil
      }
      let name = member.declName.baseName.text
      let traits = hooks.traits
      let env = traits.environment
      if let owners = Self.traitOwners[name], !owners.contains(traitOwner(base)) {
        // `UIDevice.currentQ.userInterfaceIdiom`, `settings.orientation`: not where UIKit keeps
        // the trait. A value of the app's own (a record's field) is read as such; anything
        // else is not taken for the trait, and is said.
        guard evaluate(base, depth: depth + 1) == nil else { return nil }
        program.warn(
          member,
          "`\(member.trimmedText)` is read from `\(base.trimmedText)`, which is "
            + "not `UIDevice.current` or a trait collection; cannot follow it")
        return nil
      }
      switch name {
      case "userInterfaceIdiom":
        traits.read(.idiom, at: member)
        return .enumCase(env.idiom, [], written: env.idiom)
      case "horizontalSizeClass":
        traits.read(.horizontalSizeClass, at: member)
        return .enumCase(env.horizontal, [], written: env.horizontal)
      case "verticalSizeClass":
        traits.read(.verticalSizeClass, at: member)
        return .enumCase(env.vertical, [], written: env.vertical)
      case "orientation", "statusBarOrientation", "interfaceOrientation":
        traits.read(.orientation, at: member)
        let o = env.landscape ? "landscapeLeft" : "portrait"
        return .enumCase(o, [], written: o)
      case "isLandscape", "isPortrait":
        guard case .enumCase(let o, _, _)? = evaluate(base, depth: depth + 1),
          o.hasPrefix("landscape") || o.hasPrefix("portrait")
        else { return nil }
        return .bool(o.hasPrefix("landscape") == (name == "isLandscape"))
      case "width", "height":
        guard Self.isScreenRect(base) else { return nil }
        traits.read(.screenSize, at: member)
        return .number(name == "width" ? env.width : env.height, text: Value.floating)
      case "size":
        guard Self.isScreenRect(ExprSyntax(member)) else { return nil }
        traits.read(.screenSize, at: member)
        return .size(width: env.width, height: env.height)
      default: return nil
      }
    }

    /// Where UIKit keeps a trait: the device, a trait collection, the application or a window
    /// scene.
    enum TraitOwner { case device, traitCollection, application, windowScene, other }

    /// The owners each trait member is read from (`UIDevice.current.userInterfaceIdiom`,
    /// `traitCollection.userInterfaceIdiom`, `UIApplication.shared.statusBarOrientation`).
    static let traitOwners: [String: Set<TraitOwner>] = [
      "userInterfaceIdiom": [.device, .traitCollection],
      "horizontalSizeClass": [.traitCollection], "verticalSizeClass": [.traitCollection],
      "orientation": [.device], "statusBarOrientation": [.application],
      "interfaceOrientation": [.windowScene, .application],
    ]

    /// What `base` is: `UIDevice.current` (`UIDevice.currentDevice()`), a trait collection
    /// (`traitCollection`, `view.traitCollection`, `UITraitCollection.current`),
    /// `UIApplication.shared`, a window scene (`view.window?.windowScene`), or a local or
    /// parameter holding one (`let device = UIDevice.current`, `traits: UITraitCollection`).
    func traitOwner(_ base: ExprSyntax, following: Int = 4) -> TraitOwner {
      var text = base.trimmedText.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
      while text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
      switch text {
      case "UIDevice.current", "UIDevice.currentDevice()": return .device
      case "UITraitCollection.current": return .traitCollection
      case "UIApplication.shared", "UIApplication.sharedApplication()": return .application
      default: break
      }
      if text == "traitCollection" || text.hasSuffix(".traitCollection") { return .traitCollection }
      if text == "windowScene" || text.hasSuffix(".windowScene") { return .windowScene }
      guard let ref = base.as(DeclReferenceExprSyntax.self), following > 0 else { return .other }
      let name = ref.baseName.text
      if let value = program.declaration(named: name, from: base, variables: true) {
        return traitOwner(value, following: following - 1)
      }
      // A parameter of the function it is read in, by its type.
      var current = base.parent
      while let here = current {
        if let function = here.as(FunctionDeclSyntax.self) {
          let parameter = function.signature.parameterClause.parameters.first {
            ($0.secondName ?? $0.firstName).text == name
          }
          let type = parameter?.type.trimmedText.filter { $0 != "?" && $0 != "!" }
          switch type {
          case "UITraitCollection": return .traitCollection
          case "UIDevice": return .device
          case "UIWindowScene": return .windowScene
          default: return .other
          }
        }
        current = here.parent
      }
      return .other
    }

    /// Whether `expr` is the screen's or the screen's view's rectangle: `UIScreen.main.bounds`
    /// (`UIScreen.mainScreen().bounds`), `view.bounds`, `view.frame`,
    /// `collectionView.bounds`, with `.size` or not, through `self.` or not.
    static func isScreenRect(_ expr: ExprSyntax) -> Bool {
      var text = expr.trimmedText.filter { $0 != "?" && $0 != "!" }
      while text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
      if text.hasSuffix(".size") { text = String(text.dropLast(5)) }
      let owners = [
        "UIScreen.main", "UIScreen.mainScreen()", "view", "collectionView",
        "brickCollectionView", "view.window", "UIApplication.shared.keyWindow",
      ]
      return owners.contains { text == "\($0).bounds" || text == "\($0).frame" }
    }
  }
#endif
