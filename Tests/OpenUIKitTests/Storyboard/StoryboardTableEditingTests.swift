import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Interface Builder's table editing options read by the storyboard builder
/// (Docs/Behaviour/tables19.md): the table's Editing selection options and initial edit mode,
/// the cell's "Shows Re-order Controls", "Indent While Editing" and "Editing Acc.".
@MainActor
@Suite(.serialized)
struct StoryboardTableEditingTests {
  @Test("Storyboard <tableView allowsSelectionDuringEditing allowsMultipleSelectionDuringEditing editing> and <tableViewCell showsReorderControl shouldIndentWhileEditing editingAccessoryType>")
  func editingAttributes() throws {
    let storyboard = try UIStoryboard(data: Data(Self.editingStoryboard.utf8), fileName: "Editing.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    let window = makeWindow(root: controller)
    defer { window.isHidden = true }
    let table = try #require(controller.tableView)
    #expect(table.allowsSelectionDuringEditing && table.allowsMultipleSelectionDuringEditing)
    #expect(table.isEditing)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.showsReorderControl && !first.shouldIndentWhileEditing && first.editingAccessoryType == .checkmark)
    #expect(first.isEditing)
    // A cell without the attributes keeps UIKit's defaults.
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!second.showsReorderControl && second.shouldIndentWhileEditing && second.editingAccessoryType == .none)
    // Not indented while editing: the content view stays at the leading edge.
    #expect(first.contentView.frame.minX == 0 && second.contentView.frame.minX == 38)
  }

  private static let editingStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" allowsSelectionDuringEditing="YES" allowsMultipleSelectionDuringEditing="YES" editing="YES" id="tbl">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" showsReorderControl="YES" shouldIndentWhileEditing="NO" editingAccessoryType="checkmark" style="IBUITableViewCellStyleDefault" id="c1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyleDefault" id="c2">
                                            <rect key="frame" x="0.0" y="44" width="393" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c2" id="cv2">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
