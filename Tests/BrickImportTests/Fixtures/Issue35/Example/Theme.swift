// A trimmed copy of BrickKit's Example/Source/Theme.swift (wayfair-archive/brickkit-ios 4542d34):
// the parts the Example screens in this folder read (appearance, fonts, colours).
//
//  Theme.swift
//  BrickKit
//
//  Created by Ruben Cagnie on 9/22/16.
//  Copyright © 2016 Wayfair LLC. All rights reserved.
//

import UIKit
import BrickKit

class Theme {
    class func applyTheme() {

        //Tint Color
        UIApplication.sharedApplication().windows.first?.tintColor = .brickPurple1

        // UILabel
        #if os(tvOS)
            UILabel.appearance().font = UIFont.brickLightFont(25)
        #else
            UILabel.appearance().font = UIFont.brickLightFont(15)
        #endif

        // Navigation
        UINavigationBar.appearance().barTintColor = .brickBackground
        UINavigationBar.appearance().titleTextAttributes = [
            NSForegroundColorAttributeName: Theme.textColorForNavigationTitle,
            NSFontAttributeName: Theme.fontForNavigationTitle
        ]

        // EdgeInsets
        LabelBrickCell.appearance().edgeInsets = UIEdgeInsetsMake(10, 10, 10, 10)
        ButtonBrickCell.appearance().edgeInsets = UIEdgeInsetsMake(10, 10, 10, 10)
        SegmentHeaderBrickCell.appearance().edgeInsets = UIEdgeInsetsMake(10, 10, 10, 10)
    }

    class var textColorForNavigationTitle: UIColor {
        return UIColor.white
    }

    class var fontForNavigationTitle: UIFont {
        #if os(tvOS)
            return UIFont.brickSemiBoldFont(25)
        #else
            return UIFont.brickSemiBoldFont(15)
        #endif
    }
}

//MARK: - Fonts

private let SemiBoldFont = "AppleSDGothicNeo-SemiBold"
private let LightFont = "AppleSDGothicNeo-Light"

extension UIFont {
    static func brickSemiBoldFont(size: CGFloat) -> UIFont {
        return UIFont(name: SemiBoldFont, size: size)!
    }

    static func brickLightFont(size: CGFloat) -> UIFont {
        return UIFont(name: LightFont, size: size)!
    }
}

//MARK: - Colors

private let RGBDivider: CGFloat = 255.0

extension UIColor {

    convenience init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        self.init(red: r / RGBDivider, green: g / RGBDivider, blue: b / RGBDivider, alpha: a)
    }

    static var brickPurple1: UIColor {
        return UIColor(170, 126, 157)
    }

    static var brickBackground: UIColor {
        return UIColor(77, 77, 79)
    }

    static var brickGray1: UIColor {
        return UIColor(219, 219, 219)
    }

    static var brickGray2: UIColor {
        return UIColor(192, 192, 193)
    }

    static var brickGray3: UIColor {
        return UIColor(148, 148, 149)
    }

    static var brickGray4: UIColor {
        return UIColor(121, 121, 123)
    }

    static var brickGray5: UIColor {
        return UIColor(95, 95, 95)
    }

    var complemetaryColor: UIColor {
        switch self {
        case UIColor.brickGray1: return .brickGray5
        case UIColor.brickGray2: return .brickGray5
        case UIColor.brickGray3: return .brickGray1
        case UIColor.brickGray4: return .brickGray1
        case UIColor.brickGray5: return .brickGray1
        default: return UIColor.white
        }
    }
}
