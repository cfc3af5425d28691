// The toasts' view (Radix Toast): loaded by Toaster in toast.tsx, which holds the store.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useT } from "../../lib/i18n-hooks";
import { CheckIcon, CloseIcon } from "./icons";
import { dismissToast, SWIPE_THRESHOLD, TOAST_DURATION, type ToastVariant, useToasts } from "./toast";

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  error: "border-red-200 bg-red-50 text-red-950",
};

const ICON_CLASSES: Record<ToastVariant, string> = {
  success: "bg-emerald-600 text-white",
  error: "bg-red-600 text-white",
};

function ErrorIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M12 7v6M12 17h.01" />
    </svg>
  );
}

export function ToastView() {
  const { t } = useT();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
      label={t("toast.label")}
    >
      {toasts.map(({ id, title, description, variant = "success", open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-12 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 transition-[transform,opacity] duration-200 ${VARIANT_CLASSES[variant]}`}
        >
          <span
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${ICON_CLASSES[variant]}`}
          >
            {variant === "error" ? <ErrorIcon /> : <CheckIcon className="size-4" />}
          </span>
          <div className="min-w-0">
            <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute end-1 top-1 flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("toast.viewport")}
        className="pointer-events-none fixed bottom-0 max-sm:bottom-16 end-0 z-[2147483647] m-0 flex max-h-screen w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
