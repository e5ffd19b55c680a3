#if Importer
  import BrickCore
  import SwiftSyntax

  extension LayoutBuilder {
    /// An image's aspect from the app's resources: its asset catalog image (`UIImage(named:)`),
    /// else the sidecar's `aspect` or `height` for its identifier. True when one was found.
    func knownImageSize(
      _ node: NodeModel, identifier: String?, at call: FunctionCallExprSyntax
    )
      -> Bool
    {
      if let src = node.src, let aspect = program.resources.imageAspects[src] {
        node.aspect = aspect
        return true
      }
      let file = program.file(of: call)?.name
      guard let identifier, let size = program.resources.size(of: identifier, forFile: file)
      else { return false }
      if let aspect = size.aspect {
        node.aspect = aspect
        return true
      }
      if let height = size.height {
        node.height = .fixed(height)
        return true
      }
      return false
    }

    /// A nib or custom brick's height from the sidecar, by its class, else its identifier.
    func sidecarHeight(
      _ brickClass: String, identifier: String?, at call: FunctionCallExprSyntax
    ) -> Double? {
      let file = program.file(of: call)?.name
      for key in [brickClass, identifier].compactMap({ $0 }) {
        if let height = program.resources.size(of: key, forFile: file)?.height { return height }
      }
      return nil
    }
  }

  extension Evaluator {
    /// `UIColor(named: "Brand")` of a colour set in the app's asset catalogs, with its dark
    /// variant; nil for another call or a name no catalog has.
    func assetColour(_ args: Arguments) -> Value? {
      guard args.all.count == 1, let name = args["named"], let text = value(name)?.string,
        let colour = program.resources.colours[text]
      else { return nil }
      return .colour(colour)
    }
  }
#endif
