import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `<imageView>` elements load as UIImageView with their image and content mode, so an outlet
/// typed UIImageView is an image view (the zoom-transition pattern reads its image and frame).
@MainActor @Suite struct ImageViewStoryboardTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="img-VC-001">
        <scenes>
            <scene sceneID="img-SC-001">
                <objects>
                    <viewController id="img-VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="img-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="photo1" highlightedImage="photo1-selected" id="img-IV-001">
                                    <rect key="frame" x="20" y="100" width="160" height="120"/>
                                </imageView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="photo1" width="640" height="480"/>
        </resources>
    </document>
    """

  @Test("Interface Builder: an imageView element is a UIImageView with its named image, highlighted image and contentMode")
  func imageViewLoads() throws {
    let storyboard = try UIStoryboard(data: Data(Self.xml.utf8), fileName: "Images.storyboard")
    let vc = try #require(storyboard.instantiateInitialViewController())
    let imageView = try #require(vc.view.subviews.first as? UIImageView)
    #expect(imageView.frame == CGRect(x: 20, y: 100, width: 160, height: 120))
    #expect(imageView.image != nil)
    #expect(imageView.highlightedImage != nil)
    #expect(imageView.contentMode == .scaleAspectFill)
    #expect(!imageView.isUserInteractionEnabled)
  }
}
