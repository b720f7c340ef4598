//
//  PodSheet.swift
//  A CocoaPods library: its umbrella header imports UIKit for it.
//

import Foundation

public final class PodSheetPresentationController: UIPresentationController {
    public var cornerRadius: CGFloat = 10
}
