import Testing

@testable import PlaygroundCore

/// CGAffineTransform's arithmetic, and the frame UIKit reports for a transformed view.
@Suite struct AffineTransformTests {
    @Test func aScaleKeepsTheCenterAndShrinksTheFrameAroundIt() {
        let t = AffineTransform(scaleX: 0.8, y: 0.8)
        #expect(
            t.frame(center: Point(x: 450, y: 100), size: Size(width: 300, height: 200))
                == Rect(x: 330, y: 20, width: 240, height: 160))
    }

    @Test func aRotationsFrameIsTheBoundingBoxOfTheTurnedCorners() {
        let quarter = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(quarter == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(
            quarter.frame(center: Point(x: 50, y: 50), size: Size(width: 100, height: 20))
                == Rect(x: 40, y: 0, width: 20, height: 100))
        let eighth = AffineTransform(rotationAngle: Double.pi / 4)
        let side = eighth.frame(center: .zero, size: Size(width: 10, height: 10)).width
        #expect(abs(side - 10 * 2.0.squareRoot()) < 1e-12, "\(side)")
        // sin and cos against known values across the reductions.
        for (angle, sin, cos) in [
            (Double.pi / 6, 0.5, 3.0.squareRoot() / 2), (-Double.pi, 0, -1), (3 * Double.pi, 0, -1),
        ] {
            let r = AffineTransform(rotationAngle: angle)
            #expect(abs(r.b - sin) < 1e-12 && abs(r.a - cos) < 1e-12, "\(angle): \(r)")
        }
    }

    @Test func aTranslationMovesTheFrameNotTheCenter() {
        let t = AffineTransform(translationX: 0, y: 12)
        #expect(
            t.frame(center: Point(x: 10, y: 10), size: Size(width: 20, height: 20))
                == Rect(x: 0, y: 12, width: 20, height: 20))
    }

    @Test func concatenatingAppliesTheReceiverFirstAndScaledByPrependsTheScale() {
        let translate = AffineTransform(translationX: 10, y: 0)
        let scale = AffineTransform(scaleX: 2, y: 2)
        #expect(translate.concatenating(scale).applied(to: .zero) == Point(x: 20, y: 0))
        #expect(scale.concatenating(translate).applied(to: .zero) == Point(x: 10, y: 0))
        #expect(translate.scaledBy(x: 2, y: 2) == scale.concatenating(translate))
        #expect(scale.inverted().concatenating(scale) == .identity)
    }

    @Test func attributesWithAChangeReportTheTransformedFrameAndKeepTheirCenterAndBounds() {
        let a = LayoutAttributes(
            category: .cell, indexPath: IndexPath(0, 1), frame: Rect(x: 300, y: 0, width: 300, height: 200), zIndex: 0)
        let change = VisibleItemChange(
            transform: AffineTransform(scaleX: 0.5, y: 0.5), alpha: 0.5, zIndex: 2, isHidden: false,
            centerOffset: Point(x: 10, y: 0))
        let shown = a.applying(change)
        #expect(shown.frame == Rect(x: 385, y: 50, width: 150, height: 100))
        #expect(shown.center == Point(x: 460, y: 100))
        #expect(shown.untransformedFrame == Rect(x: 310, y: 0, width: 300, height: 200))
        #expect(shown.zIndex == 2 && shown.alpha == 0.5 && shown.isShownChanged)
    }
}
