//
//  BrickIdentifiers.swift
//  BrickKit iOS Example
//
//  Created by Ruben Cagnie on 10/11/16.
//  Copyright © 2016 Wayfair. All rights reserved.
//

import Foundation

struct BrickIdentifiers {
    static let titleLabel = "BrickIdentifiers.titleLabel"
    static let repeatLabel = "BrickIdentifiers.repeatLabel"
}
