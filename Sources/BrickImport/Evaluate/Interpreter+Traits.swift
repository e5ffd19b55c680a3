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
      let baseText = base.trimmedText
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
        guard
          name != "orientation" || baseText.contains("UIDevice")
            || baseText.contains("UIApplication")
        else { return nil }
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
