public enum BrickTestSupport {}
