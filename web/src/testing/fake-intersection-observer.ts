/**
 * An IntersectionObserver for jsdom (which has none) that reports only when a test says so:
 * `reportNear(element, true)` is the browser saying the element came near the viewport.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports that `element` is (or is no longer) near the viewport, as the browser would. */
  report(element: Element, isIntersecting: boolean): void {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Reports an element near the viewport (or away) to every observer watching it. */
export function reportNear(element: Element, isIntersecting = true): void {
  for (const observer of FakeIntersectionObserver.instances) observer.report(element, isIntersecting);
}

/** Whether any observer is watching `element`. */
export function isObserved(element: Element): boolean {
  return FakeIntersectionObserver.instances.some((observer) => observer.observed.has(element));
}

/** Installs the fake for one test (`vi.unstubAllGlobals` or the returned function removes it). */
export function installFakeIntersectionObserver(stub: (name: string, value: unknown) => void): void {
  FakeIntersectionObserver.instances = [];
  stub('IntersectionObserver', FakeIntersectionObserver);
}
