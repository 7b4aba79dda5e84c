import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Shrinks a screenshot for the repository: scales it to TARGET_WIDTH pixels
 * wide by halving steps (box filter, so thin lines stay), drops the alpha
 * channel and writes a plain PNG. Java's PNG writer adds no time stamp, so
 * the same input always gives the same bytes (scripts/screenshots relies on
 * that). Usage: java Shrink.java IN.png OUT.png WIDTH
 */
public class Shrink {
    public static void main(String[] args) throws Exception {
        BufferedImage img = ImageIO.read(new File(args[0]));
        int target = Integer.parseInt(args[2]);
        BufferedImage cur = rgb(img);
        while (cur.getWidth() >= target * 2) cur = half(cur);
        if (cur.getWidth() != target) {
            int h = Math.round(cur.getHeight() * (float) target / cur.getWidth());
            BufferedImage out = new BufferedImage(target, h, BufferedImage.TYPE_INT_RGB);
            var g = out.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.drawImage(cur, 0, 0, target, h, null);
            g.dispose();
            cur = out;
        }
        if (!ImageIO.write(cur, "png", new File(args[1]))) throw new IllegalStateException("no PNG writer");
    }

    private static BufferedImage rgb(BufferedImage in) {
        BufferedImage out = new BufferedImage(in.getWidth(), in.getHeight(), BufferedImage.TYPE_INT_RGB);
        var g = out.createGraphics();
        g.drawImage(in, 0, 0, null);
        g.dispose();
        return out;
    }

    /** Each output pixel is the mean of a 2×2 block. */
    private static BufferedImage half(BufferedImage in) {
        int w = in.getWidth() / 2, h = in.getHeight() / 2;
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
            int r = 0, gr = 0, b = 0;
            for (int dy = 0; dy < 2; dy++) for (int dx = 0; dx < 2; dx++) {
                int p = in.getRGB(2 * x + dx, 2 * y + dy);
                r += (p >> 16) & 0xff; gr += (p >> 8) & 0xff; b += p & 0xff;
            }
            out.setRGB(x, y, ((r + 2) / 4) << 16 | ((gr + 2) / 4) << 8 | ((b + 2) / 4));
        }
        return out;
    }
}
