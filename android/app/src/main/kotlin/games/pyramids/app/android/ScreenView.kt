package games.pyramids.app.android

import android.annotation.SuppressLint
import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Bundle
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.WindowInsets
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import games.pyramids.app.paint.CanvasPainter
import games.pyramids.app.screens.App
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.SafeArea
import games.pyramids.app.ui.Touch

/**
 * The app's only View, filling the window edge to edge: it hosts the current
 * [games.pyramids.app.ui.Screen], paints it through a [CanvasPainter],
 * forwards touches, keeps drawing while something animates, and exposes the
 * screen's [A11yNode]s to TalkBack as virtual views (no AndroidX needed).
 * The window insets it receives become the app's [SafeArea] through
 * [safeAreaOf] (the activity's: newer API levels add the display cutout).
 */
@SuppressLint("ViewConstructor")
class ScreenView(
    context: Context,
    private val appProvider: () -> App?,
    private val safeAreaOf: (WindowInsets) -> SafeArea,
    private val gestureAreaOf: (WindowInsets) -> SafeArea = { SafeArea.NONE },
) : View(context) {
    private val painter = CanvasPainter()
    private var nodes: List<A11yNode> = emptyList()
    private var hovered = HOST
    private var safeArea = SafeArea.NONE

    init {
        isFocusable = true
        isFocusableInTouchMode = true
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    private val app: App? get() = appProvider()

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) {
        app?.size(w.toFloat(), h.toFloat(), safeArea)
    }

    // API 20: compiles against the CI's API 24. The view keeps the insets (it
    // draws under the bars itself) and lays the screens out inside them.
    override fun onApplyWindowInsets(insets: WindowInsets): WindowInsets {
        val safe = safeAreaOf(insets)
        app?.gestures(gestureAreaOf(insets))
        if (safe != safeArea) {
            safeArea = safe
            if (width > 0) app?.size(width.toFloat(), height.toFloat(), safe)
            refresh()
        }
        return insets
    }

    override fun onDraw(canvas: Canvas) {
        val app = app ?: return
        val screen = app.current ?: return
        val now = SystemClock.uptimeMillis()
        painter.begin(canvas, width, height)
        app.draw(painter, now)
        if (screen.isAnimating(now)) postInvalidateOnAnimation()
    }

    @SuppressLint("ClickableViewAccessibility")
    override fun onTouchEvent(event: MotionEvent): Boolean {
        val app = app ?: return false
        if (app.current == null) return false
        val kind = when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> Touch.Kind.DOWN
            MotionEvent.ACTION_MOVE -> Touch.Kind.MOVE
            MotionEvent.ACTION_UP -> Touch.Kind.UP
            MotionEvent.ACTION_CANCEL -> Touch.Kind.CANCEL
            // A second finger cancels the gesture: one piece at a time.
            MotionEvent.ACTION_POINTER_DOWN -> Touch.Kind.CANCEL
            else -> return true
        }
        app.touch(Touch(kind, event.x, event.y, event.eventTime))
        invalidate()
        return true
    }

    /** Called after the screen changed on its own (AI moved, screen pushed). */
    fun refresh() {
        invalidate()
        nodes = emptyList()
        sendAccessibilityEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
    }

    // ---- accessibility: the screen's nodes as virtual views ---------------

    private fun currentNodes(): List<A11yNode> {
        nodes = app?.accessibilityNodes() ?: emptyList()
        return nodes
    }

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        val node = currentNodes().lastOrNull { it.bounds.contains(event.x, event.y) }
        val id = node?.id ?: HOST
        if (id != hovered) {
            if (hovered != HOST) sendVirtual(hovered, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
            if (id != HOST) sendVirtual(id, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
            hovered = id
        }
        if (event.actionMasked == MotionEvent.ACTION_HOVER_EXIT) hovered = HOST
        return node != null || super.dispatchHoverEvent(event)
    }

    private fun sendVirtual(id: Int, type: Int) {
        val parent = parent ?: return
        val e = AccessibilityEvent.obtain(type)
        e.packageName = context.packageName
        e.className = View::class.java.name
        e.setSource(this, id)
        nodes.firstOrNull { it.id == id }?.let { e.contentDescription = it.description }
        parent.requestSendAccessibilityEvent(this, e)
    }

    private val provider = object : AccessibilityNodeProvider() {
        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == HOST_VIEW_ID) {
                val info = AccessibilityNodeInfo.obtain(this@ScreenView)
                onInitializeAccessibilityNodeInfo(info)
                info.contentDescription = app?.current?.title
                for (n in currentNodes()) info.addChild(this@ScreenView, n.id)
                return info
            }
            val n = nodes.firstOrNull { it.id == virtualViewId } ?: currentNodes().firstOrNull { it.id == virtualViewId } ?: return null
            val info = AccessibilityNodeInfo.obtain(this@ScreenView, virtualViewId)
            info.packageName = context.packageName
            info.className = if (n.onClick != null) "android.widget.Button" else View::class.java.name
            info.contentDescription = n.description
            info.setParent(this@ScreenView)
            val r = Rect(n.bounds.left.toInt(), n.bounds.top.toInt(), n.bounds.right.toInt(), n.bounds.bottom.toInt())
            @Suppress("DEPRECATION")
            info.setBoundsInParent(r)
            val loc = IntArray(2)
            getLocationOnScreen(loc)
            r.offset(loc[0], loc[1])
            info.setBoundsInScreen(r)
            info.isVisibleToUser = true
            info.isEnabled = true
            info.isSelected = n.selected
            if (n.onClick != null) {
                info.isClickable = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            }
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == HOST_VIEW_ID) return performAccessibilityAction(action, arguments)
            val n = nodes.firstOrNull { it.id == virtualViewId } ?: return false
            return when (action) {
                AccessibilityNodeInfo.ACTION_CLICK -> {
                    val click = n.onClick ?: return false
                    click()
                    refresh()
                    sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                    true
                }
                AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                    sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                    true
                }
                else -> false
            }
        }
    }

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = provider

    companion object {
        private const val HOST = -1
    }
}
