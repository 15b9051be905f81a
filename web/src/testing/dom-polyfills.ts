/**
 * jsdom lacks a few browser APIs that Radix primitives call (sizes, pointer capture, scrolling).
 * Import this module in tests that open Radix menus or dialogs, or render the app's routes.
 */

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: ResizeObserverStub,
    writable: true,
  });
}

const elementProto = Element.prototype as Element & {
  hasPointerCapture?: (id: number) => boolean;
  releasePointerCapture?: (id: number) => void;
  scrollIntoView?: () => void;
};
elementProto.hasPointerCapture ??= () => false;
elementProto.releasePointerCapture ??= () => {};
elementProto.scrollIntoView ??= () => {};

// The router's scroll restoration calls this on every navigation; jsdom only logs an error.
window.scrollTo = () => {};
