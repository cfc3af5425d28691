"""Draws the logo mark (a gate with the sun on the horizon) and writes the PNG and WebP sizes the
site uses: header 48px, footer 32px, hero 192px, each also at 2x. Run it after changing the design:

    .venv/bin/python scripts/make_logo.py
"""

from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parents[1] / "frontend" / "public" / "brand"
BRAND = (14, 165, 233)
DEEP = (3, 105, 161)
SUN = (253, 186, 116)
WHITE = (255, 255, 255)
BIG = 1024


def draw() -> Image.Image:
    img = Image.new("RGBA", (BIG, BIG), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    # Rounded square with a vertical gradient from brand to deep blue.
    mask = Image.new("L", (BIG, BIG), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, BIG - 1, BIG - 1), radius=230, fill=255)
    grad = Image.new("RGBA", (BIG, BIG))
    gd = ImageDraw.Draw(grad)
    for y in range(BIG):
        t = y / BIG
        gd.line([(0, y), (BIG, y)], fill=(*tuple(int(BRAND[i] * (1 - t) + DEEP[i] * t) for i in range(3)), 255))
    img.paste(grad, (0, 0), mask)
    # The sun rising on the horizon, seen through the gate.
    d.ellipse((362, 420, 662, 720), fill=SUN)
    # ImageDraw's rectangle includes its end corner, crop() does not: the box restored below is one
    # pixel larger than the one cleared, or a transparent line is left to the right and below.
    d.rectangle((200, 600, 824, 860), fill=(0, 0, 0, 0))
    img.paste(grad.crop((200, 600, 825, 861)), (200, 600), mask.crop((200, 600, 825, 861)))
    # The gate: an arch of two pillars.
    d.arc((250, 190, 774, 714), start=180, end=360, fill=WHITE, width=72)
    d.rectangle((250, 450, 322, 800), fill=WHITE)
    d.rectangle((702, 450, 774, 800), fill=WHITE)
    # Horizon line.
    d.rounded_rectangle((170, 780, 854, 830), radius=25, fill=WHITE)
    return img


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    mark = draw()
    for size in (32, 48, 192):
        for scale in (1, 2):
            px = size * scale
            small = mark.resize((px, px), Image.LANCZOS)
            small.save(OUT / f"logo-{px}.png", optimize=True)
            small.save(OUT / f"logo-{px}.webp", quality=90, method=6)
    mark.resize((512, 512), Image.LANCZOS).save(OUT / "logo-512.png", optimize=True)
    print(f"wrote logos to {OUT}")


if __name__ == "__main__":
    main()
